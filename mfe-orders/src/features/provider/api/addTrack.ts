import { http, type ApiResponse } from '@marktplatz/shared';
import type { TrackInput } from '../../../lib/types';

/** `POST api/order-track`: a track, optionally moving the status. */
export async function addTrack(input: TrackInput): Promise<ApiResponse<'/api/order-track', 'post'>> {
  const response = await http.post<ApiResponse<'/api/order-track', 'post'>>('api/order-track', input);
  return response.data;
}
