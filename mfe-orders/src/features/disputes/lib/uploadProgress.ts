/** Axios upload options reporting progress 0–100 to `onProgress`. */
export function progressOf(onProgress: (percent: number) => void) {
  return {
    onUploadProgress: (event: { loaded: number; total?: number }) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  };
}
