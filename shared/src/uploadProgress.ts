/**
 * Axios options for an upload that reports its progress in whole percent (0–100) to `onProgress`; nothing is reported
 * while the size is not known yet. Spread them into the request's options beside others.
 *
 * ```ts
 * await http.post('api/provider/offer', form, uploadProgress(setProgress));
 * await httpApi.post('v2/providerStoreImage', form, { params: { kind }, ...uploadProgress(setProgress) });
 * ```
 */
export function uploadProgress(onProgress: (percent: number) => void) {
  return {
    onUploadProgress: (event: { loaded: number; total?: number | undefined }) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  };
}
