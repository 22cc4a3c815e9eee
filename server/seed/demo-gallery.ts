import { deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { galleryCategories, galleryPhotos } from '../db/schema';
import { createRepositories } from '../repositories';

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid RGB PNG of `width` × `height` shading from `top` to `bottom` (the same colour twice gives a
 * solid one): demo photos and test uploads without binary files in the repository.
 */
export function gradientPng(width: number, height: number, top: Rgb, bottom: Rgb = top): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, not interlaced
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const t = height > 1 ? y / (height - 1) : 0;
    const colour = top.map((channel, i) => Math.round(channel + (bottom[i] - channel) * t));
    const start = y * (width * 3 + 1); // each row starts with its filter byte, 0 (none)
    for (let x = 0; x < width; x += 1) rows.set(colour, start + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const DEMO_GALLERY: Record<string, Array<{ name: string; top: Rgb; bottom: Rgb }>> = {
  Backgrounds: [
    { name: 'Deep ocean', top: [14, 52, 96], bottom: [3, 14, 33] },
    { name: 'Sunset', top: [250, 153, 72], bottom: [140, 38, 84] },
    { name: 'Northern forest', top: [46, 125, 80], bottom: [12, 42, 30] },
  ],
  'Campaign images': [
    { name: 'Gold rush', top: [255, 215, 90], bottom: [190, 130, 20] },
    { name: 'Ruby night', top: [200, 30, 70], bottom: [70, 8, 30] },
    { name: 'Violet spins', top: [150, 100, 230], bottom: [60, 30, 120] },
  ],
};

/** The operator's own images (the admin image library): what the login page could show. */
const DEMO_ADMIN_GALLERY: typeof DEMO_GALLERY = {
  Branding: [{ name: 'Login background', top: [30, 40, 70], bottom: [8, 10, 24] }],
};

/**
 * Demo gallery: categories of generated photos in both libraries, only while the gallery has no photo
 * (idempotent).
 */
export async function seedDemoGallery(tx: Executor): Promise<boolean> {
  const [{ n }] = await tx.select({ n: count() }).from(galleryPhotos);
  if (n > 0) return false;
  const repos = createRepositories(tx);
  const libraries = [
    ['campaign', DEMO_GALLERY],
    ['admin', DEMO_ADMIN_GALLERY],
  ] as const;
  for (const [library, gallery] of libraries)
    for (const [categoryName, photos] of Object.entries(gallery)) {
      await tx.insert(galleryCategories).values({ name: categoryName, library }).onConflictDoNothing();
      const category = await repos.gallery.findCategoryByName(categoryName, library, tx);
      for (const photo of photos) {
        await repos.gallery.createPhoto(
          {
            name: photo.name,
            library,
            categoryId: category?.id ?? null,
            contentType: 'image/png',
            content: { bytes: gradientPng(320, 180, photo.top, photo.bottom) },
          },
          tx,
        );
      }
    }
  return true;
}
