import { http } from '@marktplatz/shared';

/** Downloads an inquiry or offer file (only for the people it was sent to) and lets the browser save it. */
export async function downloadInquiryFile(token: string, fileName: string): Promise<void> {
  const response = await http.get<Blob>('api/v2/downloadInquiryFile', { params: { file: token }, responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
