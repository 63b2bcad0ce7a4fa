import { type ApiResponse, http, type WireShape } from '@marktplatz/shared';

export type Manufacturer = Pick<WireShape<'Manufacturer'>, 'id' | 'name'>;

/** GET /v2/allManufacturerList */
export async function getManufacturers(signal?: AbortSignal): Promise<Manufacturer[]> {
  const res = await http.get<ApiResponse<'/v2/allManufacturerList', 'get'>>('v2/allManufacturerList', { signal });
  return res.data.data;
}
