import type { ApiData } from '@marktplatz/shared';
import { publicGet } from '../lib/publicGet';

/** `GET /portal/categorys`: the news categories. */
export const fetchCategories = async (signal?: AbortSignal) =>
  (await publicGet<ApiData<'/portal/categorys', 'get'>>('/portal/categorys', signal)).data;
