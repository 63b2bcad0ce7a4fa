import type { ApiData } from '@marktplatz/shared';
import { publicGet } from '../lib/publicGet';

/** `GET /regions`. */
export const fetchRegions = async (signal?: AbortSignal) => (await publicGet<ApiData<'/regions', 'get'>>('/regions', signal)).data;
