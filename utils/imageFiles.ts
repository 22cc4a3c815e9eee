import { formatFileSize } from '@/utils/format';
import { UPLOAD_LIMIT_BYTES } from '@/utils/upload';

import { GALLERY_CONTENT_TYPES } from '@/contract/gallery';

/** The file input's `accept`. */
export const IMAGE_ACCEPT = GALLERY_CONTENT_TYPES.join(',');

export const IMAGE_MESSAGES = {
  notImage: 'This file is not an image the gallery takes: choose a PNG, JPEG, WebP or GIF file.',
  tooLarge: (bytes: number) =>
    `This image is ${formatFileSize(bytes)}. Images of up to 10 MB can be uploaded: make it smaller first.`,
  uploadFailed: 'The image could not be uploaded. Try again.',
  brokenPreview: 'This image cannot be shown here. Choose another one, or remove it.',
} as const;

/** Why a chosen file cannot be uploaded, before it is sent; undefined when it may be. */
export function imageFileProblem(file: File): string | undefined {
  if (!(GALLERY_CONTENT_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.notImage;
  if (file.size > UPLOAD_LIMIT_BYTES) return IMAGE_MESSAGES.tooLarge(file.size);
  return undefined;
}
