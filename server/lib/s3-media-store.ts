import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { pipeline, Readable } from 'node:stream';
import type { S3Config } from '../config';
import { measuring, temporaryKey, type MediaStore } from './media-store';

/**
 * Bytes per part of a multipart upload: S3's smallest part (5 MiB), and what one upload holds in memory
 * at most. A file no larger is sent in one PUT.
 */
export const S3_PART_BYTES = 5 * 1024 * 1024;

/** An object the bucket does not have (HEAD answers a bare 404, GET `NoSuchKey`). */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}

/**
 * Objects in an S3-compatible bucket (MEDIA_STORE=s3): every instance sees the same photos without a
 * shared volume. Uploads go up as they arrive, in parts of S3_PART_BYTES (one at a time); reads are
 * ranged GETs streamed on to the client.
 */
export function createS3MediaStore(config: S3Config): MediaStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default checksums send bodies of unknown length as `aws-chunked` with trailers, which
    // several S3-compatible servers refuse; checksums only where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function* objectBytes(key: string, range?: { start: number; end: number }) {
    const { Body } = await client.send(
      new GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
    );
    yield* Body as Readable;
  }

  return {
    async write(source, isTruncated) {
      const key = temporaryKey();
      const { tap, measured } = measuring();
      // A failing source ends the upload with its error (and the upload aborts its parts).
      const body = pipeline(source, tap, () => undefined);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body },
        queueSize: 1,
        partSize: S3_PART_BYTES,
      });
      try {
        await upload.done();
      } catch (error) {
        // The bucket failed: let go of the source, which nobody reads any more.
        body.destroy();
        throw error;
      }
      return { key, ...measured(), truncated: isTruncated() };
    },

    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes }));
    },

    async rename(from, to) {
      // S3 has no rename: a copy inside the bucket, then the delete.
      await client.send(
        new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${encodeURI(from)}` }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },

    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    read(key, range) {
      // Asked for when the client reads; dropped (and the GET with it) when the client goes away.
      return Readable.from(objectBytes(key, range), { objectMode: false });
    },

    async check() {
      // The cheapest call that proves the bucket is there and the credentials may use it.
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    close() {
      client.destroy();
    },
  };
}
