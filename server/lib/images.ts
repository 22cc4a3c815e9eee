import type { GalleryContentType } from '../db/schema';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The image type the bytes themselves declare (their signature), whatever the upload claimed: a
 * renamed script or an HTML page is not an image. Null for anything but PNG, JPEG, WebP and GIF.
 */
export function detectImageType(bytes: Buffer): GalleryContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const IMAGE_EXTENSIONS: Record<GalleryContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * A file name for a photo's URL: its name in lower-case ASCII words joined by hyphens, with the
 * extension of its type. URLs stay free of spaces (campaign image fields refuse them) and readable.
 */
export function photoFilename(name: string, contentType: GalleryContentType): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'photo'}.${IMAGE_EXTENSIONS[contentType]}`;
}
