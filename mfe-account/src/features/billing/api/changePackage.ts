import { http, type Envelope } from '@marktplatz/shared';
import type { Purchase } from './buyPackage';

/** `POST /storePackage`: upgrade at once (prorated invoice) or downgrade at the period end. */
export async function changePackage(packageId: number): Promise<{ data: Purchase; message?: string }> {
  const response = await http.post<Envelope<Purchase>>('storePackage', { package_id: packageId });
  return { data: response.data.data, message: response.data.message };
}
