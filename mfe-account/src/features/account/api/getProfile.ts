import { http, type ApiData, type ApiResponse, type ProfileRole } from '@marktplatz/shared';

/** The customer's profile (`GET /profile/customer`) or the provider's (`GET /providerProfile`). */
export type Profile = ApiData<'/profile/customer', 'get'> | ApiData<'/providerProfile', 'get'>;

/** The login name: customers have `username`, providers `user_name`. */
export function profileUsername(profile: Profile): string {
  return ('username' in profile ? profile.username : profile.user_name) ?? '';
}

/** `GET /profile/customer` for customers, `GET /providerProfile` for providers. */
export async function getProfile(role: ProfileRole | null, signal?: AbortSignal): Promise<Profile> {
  const response =
    role === 'Company'
      ? await http.get<ApiResponse<'/providerProfile', 'get'>>('providerProfile', { signal })
      : await http.get<ApiResponse<'/profile/customer', 'get'>>('profile/customer', { signal });
  return response.data.data;
}
