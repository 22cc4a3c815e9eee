import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiRequestConfig } from '@/services/api';
import { downloadFile } from '@/services/download';

export type { TransferProgress } from '@/services/api';

/** Method, params, progress … of a download's request. */
export type DownloadRequest = Omit<ApiRequestConfig, 'url'>;

/**
 * Downloads a file through the one API client (token, refresh, the error notice of spec §8) and saves
 * it under the name of its Content-Disposition, or `fallbackName`. Resolves with the name it was saved as.
 */
export const fileDownloaded = createAsyncThunk(
  'downloads/fileDownloaded',
  ({ url, fallbackName, config }: { url: string; fallbackName: string; config?: DownloadRequest }) =>
    downloadFile(url, fallbackName, config),
);
