import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Bytes kept from the start of a written object: enough for every image signature. */
const HEAD_BYTES = 16;

/** An object just written under a temporary key: give it its name with `rename`, or `remove` it. */
export interface WrittenObject {
  key: string;
  size: number;
  /** Its first bytes (the type is read from them). */
  head: Buffer;
  /** The source ended beyond the limit: the object holds only part of it. */
  truncated: boolean;
}

/**
 * Where image bytes live, out of the database's request path. Keys are relative paths such as
 * `gallery/12`. On disk (below) by default, or in an S3-compatible bucket (s3-media-store.ts).
 */
export interface MediaStore {
  /** Streams `source` into a new object under a temporary key, never holding it whole in memory. */
  write(source: Readable, isTruncated: () => boolean): Promise<WrittenObject>;
  put(key: string, bytes: Buffer): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  /** The object's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The object's bytes from `start` to `end` inclusive (the whole object by default). */
  read(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
  /** Lets go of connections (at shutdown). */
  close?(): void;
  /** Rejects when the store cannot be reached (readiness); a store on local disk has nothing to ask. */
  check?(): Promise<void>;
}

/** A new key for an object being written: given its name by `rename` once kept. */
export const temporaryKey = () => `tmp/${randomUUID()}`;

/**
 * A pass-through that counts the bytes of what flows through it and keeps their first few: a store
 * writing a stream learns its size and type without holding it.
 */
export function measuring(): { tap: Transform; measured: () => { size: number; head: Buffer } } {
  let size = 0;
  const head: Buffer[] = [];
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { tap, measured: () => ({ size, head: Buffer.concat(head) }) };
}

/** Objects as files under `dir` (MEDIA_DIR): shared by instances only through a shared volume. */
export function createDiskMediaStore(dir: string): MediaStore {
  const fileOf = (key: string) => {
    const file = path.resolve(dir, key);
    if (!file.startsWith(path.resolve(dir) + path.sep))
      throw new Error(`media key outside the store: ${key}`);
    return file;
  };
  const ensureDirOf = (file: string) => mkdir(path.dirname(file), { recursive: true });

  return {
    async write(source, isTruncated) {
      const key = temporaryKey();
      const file = fileOf(key);
      await ensureDirOf(file);
      const { tap, measured } = measuring();
      try {
        await pipeline(source, tap, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { key, ...measured(), truncated: isTruncated() };
    },

    async put(key, bytes) {
      const file = fileOf(key);
      await ensureDirOf(file);
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },

    async rename(from, to) {
      const target = fileOf(to);
      await ensureDirOf(target);
      await rename(fileOf(from), target);
    },

    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    read(key, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The key of a gallery photo's bytes. */
export const galleryPhotoKey = (id: number) => `gallery/${id}`;

/**
 * A `Range: bytes=…` header's single range within `size` bytes, `'unsatisfiable'`, or null to send the
 * whole (no header, several ranges or another unit: RFC 9110 lets a server ignore those).
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // The last n bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
