import { uploadProgress } from './uploadProgress';

describe('uploadProgress', () => {
  it('reports the share sent in whole percent, and nothing while the size is not known', () => {
    const seen: number[] = [];
    const { onUploadProgress } = uploadProgress((percent) => seen.push(percent));
    onUploadProgress({ loaded: 0, total: undefined });
    onUploadProgress({ loaded: 1, total: 3 });
    onUploadProgress({ loaded: 2, total: 3 });
    onUploadProgress({ loaded: 200, total: 200 });
    expect(seen).toEqual([33, 67, 100]);
  });
});
