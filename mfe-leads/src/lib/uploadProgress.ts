/**
 * Axios options for an upload that reports its progress in percent (0–100) to `onProgress`; 0 while the size is not
 * known yet.
 *
 * ```ts
 * await http.post('api/provider/offer', form, uploadProgress(setProgress));
 * ```
 */
export function uploadProgress(onProgress: (percent: number) => void) {
  return {
    onUploadProgress: (event: { loaded: number; total?: number | undefined }) =>
      onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  };
}
