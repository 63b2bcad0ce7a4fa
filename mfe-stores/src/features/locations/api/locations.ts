import { http, httpApi, type ApiData, type ApiRequestBody, type Envelope, type PageMeta } from '@marktplatz/shared';

/** One of the provider's own stores — the API's declared answer. */
export type StoreLocation = ApiData<'/api/get-store-location', 'get'>;
export type LocationInput = ApiRequestBody<'/api/save-store-location', 'post'>;

/** `GET api/store-locations`: the provider's stores, the default first. */
export async function listLocations(page: number, signal?: AbortSignal): Promise<{ rows: StoreLocation[]; meta?: PageMeta }> {
  const response = await httpApi.get<{ data: StoreLocation[]; meta?: PageMeta }>('store-locations', {
    params: { page, per_page: 20 },
    signal,
  });
  return { rows: response.data.data, meta: response.data.meta };
}

/** `GET api/get-store-location?id=…`. */
export async function getLocation(id: number, signal?: AbortSignal): Promise<StoreLocation> {
  const response = await httpApi.get<Envelope<StoreLocation>>('get-store-location', { params: { id }, signal });
  return response.data.data;
}

/** `POST api/save-store-location` (new) or `api/update-store-location` (with `id`). */
export async function saveLocation(input: LocationInput, id?: number): Promise<StoreLocation> {
  const response =
    id === undefined
      ? await httpApi.post<Envelope<StoreLocation>>('save-store-location', input)
      : await httpApi.post<Envelope<StoreLocation>>('update-store-location', { ...input, id });
  return response.data.data;
}

/** `DELETE /delete-store-location/{id}`. */
export async function deleteLocation(id: number): Promise<void> {
  await http.delete(`/delete-store-location/${id}`);
}

/** `POST /setDefaultLocation`: exactly one default store. */
export async function setDefaultLocation(id: number): Promise<StoreLocation> {
  const response = await http.post<Envelope<StoreLocation>>('/setDefaultLocation', { id });
  return response.data.data;
}

/** `POST api/setStoreLocationAlwaysOpen`. */
export async function setAlwaysOpen(storeId: number, alwaysOpen: boolean): Promise<StoreLocation> {
  const response = await httpApi.post<Envelope<StoreLocation>>('setStoreLocationAlwaysOpen', {
    store_id: storeId,
    always_open: alwaysOpen,
  });
  return response.data.data;
}

/** `POST api/setStoreLocationAppointment`: takes appointment requests, slot length in minutes. */
export async function setAppointments(storeId: number, takesAppointments: boolean, slotMinutes: number): Promise<StoreLocation> {
  const response = await httpApi.post<Envelope<StoreLocation>>('setStoreLocationAppointment', {
    store_id: storeId,
    takes_appointments: takesAppointments,
    slot_minutes: slotMinutes,
  });
  return response.data.data;
}
