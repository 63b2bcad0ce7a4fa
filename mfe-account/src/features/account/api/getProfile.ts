import { http, type ProfileRole, type Envelope } from '@marktplatz/shared';
import type { Gender } from '../../../lib/types';

/** The profile fields the account screens read (customer profile; a provider profile shares the names it has). */
export interface Profile {
  id?: number;
  role: ProfileRole;
  gender?: Gender | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  username?: string | null;
  user_name?: string | null;
  birthday?: string | null;
  phone?: string | null;
  address?: string | null;
  country_id?: number | null;
  avatar?: string | null;
  company_name?: string | null;
}

/** `GET /profile/customer` for customers, `GET /providerProfile` for providers. */
export async function getProfile(role: ProfileRole | null, signal?: AbortSignal): Promise<Profile> {
  const path = role === 'Company' ? 'providerProfile' : 'profile/customer';
  const response = await http.get<Envelope<Profile>>(path, { signal });
  return response.data.data;
}
