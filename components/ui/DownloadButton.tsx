import { useState, type ReactNode } from 'react';

import { fileDownloaded, type DownloadRequest, type TransferProgress } from '@/store/downloads';
import { useAppDispatch } from '@/store/hooks';
import { formatFileSize } from '@/utils/format';
import { Button, type ButtonProps } from './Button';

interface Props extends Omit<ButtonProps, 'onClick' | 'busy'> {
  url: string;
  /** The file's name when the answer's Content-Disposition gives none. */
  fallbackName: string;
  /** Method, params … of the request (a POST for files made on demand). */
  request?: DownloadRequest | (() => DownloadRequest);
  children: ReactNode;
}

const progressText = ({ loaded, total }: TransferProgress) =>
  total ? `${Math.round((loaded / total) * 100)} %` : formatFileSize(loaded);

/**
 * Downloads a file through the one API client (token, refresh, error notice of spec §8) and shows
 * how far it got: percent when the size is known, bytes received for streamed exports.
 */
export function DownloadButton({
  url,
  fallbackName,
  request,
  children,
  variant = 'secondary',
  ...rest
}: Props) {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<string | null>(null);

  const download = async () => {
    setProgress('');
    try {
      const config = typeof request === 'function' ? request() : request;
      await dispatch(
        fileDownloaded({
          url,
          fallbackName,
          config: { ...config, onDownloadProgress: (event) => setProgress(progressText(event)) },
        }),
      ).unwrap();
    } catch {
      // The error notice is already up (spec §8).
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Button variant={variant} busy={busy} onClick={() => void download()} {...rest}>
      {children}
      {busy && <span aria-live="polite">{progress ? ` (${progress})` : ' …'}</span>}
    </Button>
  );
}
