import { useCallback, useRef, useState } from 'react';

import { UPLOAD_LIMIT_BYTES } from '@/utils/upload';

/** A started upload: RTK Query's mutation promise (it can be aborted, then unwrapped for its answer). */
interface RunningUpload<T> {
  unwrap(): Promise<T>;
  abort(): void;
}

/** The answer of a cancelled upload: nothing to report, the user asked for it. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/**
 * One upload at a time, the same everywhere (players CSV, gallery, catalog images): the 10 MB check
 * before anything is sent (spec §5), the percent sent while it travels, and a way to cancel it.
 */
export function useUpload() {
  const [percent, setPercent] = useState<number | null>(null);
  const running = useRef<RunningUpload<unknown> | null>(null);
  const cancelled = useRef(false);

  /** Sends with `start(onProgress)`; rejects with UploadCancelled when cancelled, else as the call does. */
  const send = useCallback(async <T>(start: (onProgress: (percent: number) => void) => RunningUpload<T>) => {
    cancelled.current = false;
    setPercent(0);
    const upload = start(setPercent);
    running.current = upload;
    try {
      return await upload.unwrap();
    } catch (error) {
      throw cancelled.current ? new UploadCancelled() : error;
    } finally {
      running.current = null;
      setPercent(null);
    }
  }, []);

  const cancel = useCallback(() => {
    cancelled.current = true;
    running.current?.abort();
  }, []);

  return {
    /** Percent sent, or null when nothing is on its way. */
    percent,
    uploading: percent !== null,
    send,
    cancel,
    /** Whether a file is over the upload limit (to refuse it before sending). */
    tooLarge: (file: Blob) => file.size > UPLOAD_LIMIT_BYTES,
  };
}
