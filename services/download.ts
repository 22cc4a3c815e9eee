import type { AxiosResponse } from 'axios';

import { filenameFromContentDisposition, saveBlob } from '@/utils/download';
import { api, type ApiRequestConfig } from './api';

/**
 * Downloads a file; its name comes from `Content-Disposition` (spec §7), else `fallbackName`. Kept out
 * of services/api.ts, which every page loads, as only the screens that export files need it.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  config: Omit<ApiRequestConfig, 'url'> = {},
): Promise<string> {
  const response: AxiosResponse<Blob> = await api.request({
    url,
    method: 'get',
    ...config,
    responseType: 'blob',
  });
  const disposition = response.headers['content-disposition'];
  const filename = filenameFromContentDisposition(
    typeof disposition === 'string' ? disposition : undefined,
    fallbackName,
  );
  saveBlob(response.data, filename);
  return filename;
}
