import { http } from '@marktplatz/shared';
import { saveFile } from '@marktplatz/shared/kit';

/** Downloads an inquiry or offer file (only for the people it was sent to) and lets the browser save it. */
export async function downloadInquiryFile(token: string, fileName: string): Promise<void> {
  const response = await http.get<Blob>('api/v2/downloadInquiryFile', { params: { file: token }, responseType: 'blob' });
  saveFile(response.data, fileName);
}
