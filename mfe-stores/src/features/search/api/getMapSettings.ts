import { http, type ApiData, type Envelope } from '@marktplatz/shared';

/** Raster tiles of the map (`tile_url` null: markers on a plain background). */
export type MapSettings = ApiData<'/provider_search/map', 'get'>;

/** `GET /provider_search/map`. A failed load counts as "no tiles": the list never depends on the map. */
export async function getMapSettings(signal?: AbortSignal): Promise<MapSettings> {
  try {
    const response = await http.get<Envelope<MapSettings>>('/provider_search/map', { signal });
    return response.data.data;
  } catch {
    return { tile_url: null, attribution: null };
  }
}
