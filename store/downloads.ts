import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AxiosRequestConfig } from 'axios';

import { downloadFile } from '@/services/api';

/**
 * Downloads a file through the one axios instance (token, refresh, the error notice of spec §8) and saves
 * it under the name of its Content-Disposition, or `fallbackName`. Resolves with the name it was saved as.
 */
export const fileDownloaded = createAsyncThunk(
  'downloads/fileDownloaded',
  ({ url, fallbackName, config }: { url: string; fallbackName: string; config?: AxiosRequestConfig }) =>
    downloadFile(url, fallbackName, config),
);
