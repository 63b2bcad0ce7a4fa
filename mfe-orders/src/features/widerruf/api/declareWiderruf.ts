import { http, type ApiResponse } from '@marktplatz/shared';
import type { WiderrufInput } from '../../../lib/types';

/** `POST /widerruf`: „Widerruf bestätigen“. */
export async function declareWiderruf(input: WiderrufInput): Promise<ApiResponse<'/widerruf', 'post'>> {
  const response = await http.post<ApiResponse<'/widerruf', 'post'>>('widerruf', input);
  return response.data;
}
