import { act, renderHook } from '@testing-library/react';

import { UploadCancelled, useUpload } from '@/hooks/useUpload';
import { UPLOAD_LIMIT_BYTES } from '@/utils/upload';

/** A stand-in for RTK Query's mutation promise: resolve or reject it by hand; abort rejects it. */
function fakeUpload<T>() {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | undefined;
  const answer = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return {
    unwrap: () => answer,
    abort: jest.fn(() => settle!.reject({ name: 'AbortError' })),
    settle: settle!,
  };
}

describe('useUpload', () => {
  it('refuses files over 10 MB before sending', () => {
    const { result } = renderHook(() => useUpload());
    expect(result.current.tooLarge(new Blob([new Uint8Array(UPLOAD_LIMIT_BYTES)]))).toBe(false);
    expect(result.current.tooLarge(new Blob([new Uint8Array(UPLOAD_LIMIT_BYTES + 1)]))).toBe(true);
  });

  it('reports the percent sent, then the answer', async () => {
    const { result } = renderHook(() => useUpload());
    const upload = fakeUpload<string>();
    let report: ((percent: number) => void) | undefined;
    let sent: Promise<string> | undefined;
    act(() => {
      sent = result.current.send((onProgress) => {
        report = onProgress;
        return upload;
      });
    });
    expect(result.current.percent).toBe(0);
    act(() => report!(40));
    expect(result.current.percent).toBe(40);
    expect(result.current.uploading).toBe(true);
    await act(async () => upload.settle.resolve('stored'));
    await expect(sent).resolves.toBe('stored');
    expect(result.current.uploading).toBe(false);
  });

  it('cancels: the request is aborted and the caller hears it was cancelled, not failed', async () => {
    const { result } = renderHook(() => useUpload());
    const upload = fakeUpload<string>();
    let sent: Promise<string> | undefined;
    act(() => {
      sent = result.current.send(() => upload);
    });
    act(() => result.current.cancel());
    expect(upload.abort).toHaveBeenCalled();
    await act(async () => {
      await expect(sent).rejects.toBeInstanceOf(UploadCancelled);
    });
    expect(result.current.percent).toBeNull();
  });
});
