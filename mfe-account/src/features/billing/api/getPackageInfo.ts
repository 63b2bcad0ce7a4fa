import { http, type ApiData, type Envelope } from '@marktplatz/shared';

export type PackageInfo = ApiData<'/getPackageInfo', 'get'>;

/** `GET /getPackageInfo?id=`: what buying the package would mean (new, upgrade with prorated amount, downgrade). */
export async function getPackageInfo(id: number, signal?: AbortSignal): Promise<PackageInfo> {
  const response = await http.get<Envelope<PackageInfo>>('getPackageInfo', { params: { id }, signal });
  return response.data.data;
}
