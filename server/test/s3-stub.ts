import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const XML = { 'content-type': 'application/xml' };

const etagOf = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

/**
 * An S3-compatible bucket on loopback for the media store's tests: path-style requests
 * (`/bucket/key`) signed with SigV4 by the given access key, for the operations the store uses — PUT
 * (and copy), GET with `Range`, HEAD (of an object, and of the bucket), DELETE, and multipart uploads (create, parts, complete, abort).
 * Objects are kept in memory; every body byte received is counted as it arrives.
 */
export async function startS3Stub(bucket: string, accessKeyId: string) {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const operations: string[] = [];
  let received = 0;
  const stub = {
    endpoint: '',
    objects,
    /** Keys of multipart uploads begun and neither completed nor aborted. */
    openUploads: () => [...uploads.values()].map((upload) => upload.key),
    /** What was asked, in order (`put key size`, `upload-part key size`, `get key start-end`, …). */
    operations,
    /** Request body bytes received so far. */
    received: () => received,
    /** While true, writes are refused (403), as with credentials that may only read. */
    refusingWrites: false,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      chunks.push(chunk);
    });
    request.on('end', () => answer(request, Buffer.concat(chunks), response));
  });

  function fail(response: http.ServerResponse, status: number, code: string) {
    response.writeHead(status, XML).end(`<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
  }

  function answer(request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stub');
    const prefix = `/${bucket}/`;
    if (!(request.headers.authorization ?? '').startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`))
      return fail(response, 403, 'AccessDenied');
    if (request.method === 'HEAD' && (url.pathname === `/${bucket}` || url.pathname === prefix)) {
      operations.push('head-bucket');
      return response.writeHead(200).end();
    }
    if (!url.pathname.startsWith(prefix)) return fail(response, 404, 'NoSuchBucket');
    if (stub.refusingWrites && (request.method === 'PUT' || request.method === 'POST'))
      return fail(response, 403, 'AccessDenied');
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    const query = url.searchParams;
    const uploadId = query.get('uploadId');
    const upload = uploadId === null ? undefined : uploads.get(uploadId);
    if (uploadId !== null && !upload) return fail(response, 404, 'NoSuchUpload');

    if (request.method === 'POST' && query.has('uploads')) {
      operations.push(`create-multipart ${key}`);
      const id = randomUUID();
      uploads.set(id, { key, parts: new Map() });
      return response
        .writeHead(200, XML)
        .end(
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
    }
    if (request.method === 'PUT' && upload) {
      operations.push(`upload-part ${key} ${body.length}`);
      upload.parts.set(Number(query.get('partNumber')), body);
      return response.writeHead(200, { etag: etagOf(body) }).end();
    }
    if (request.method === 'POST' && upload) {
      operations.push(`complete-multipart ${key}`);
      const numbers = [...upload.parts.keys()].sort((a, b) => a - b);
      const bytes = Buffer.concat(numbers.map((number) => upload.parts.get(number)!));
      objects.set(upload.key, bytes);
      uploads.delete(uploadId!);
      return response
        .writeHead(200, XML)
        .end(
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etagOf(bytes)}</ETag></CompleteMultipartUploadResult>`,
        );
    }
    if (request.method === 'DELETE' && upload) {
      operations.push(`abort-multipart ${key}`);
      uploads.delete(uploadId!);
      return response.writeHead(204).end();
    }
    if (request.method === 'PUT') {
      const copySource = request.headers['x-amz-copy-source'];
      if (typeof copySource === 'string') {
        const source = objects.get(decodeURIComponent(copySource.replace(/^\/?[^/]+\//, '')));
        if (!source) return fail(response, 404, 'NoSuchKey');
        operations.push(`copy ${key}`);
        objects.set(key, source);
        return response
          .writeHead(200, XML)
          .end(
            `<CopyObjectResult><ETag>${etagOf(source)}</ETag><LastModified>${new Date().toISOString()}</LastModified></CopyObjectResult>`,
          );
      }
      operations.push(`put ${key} ${body.length}`);
      objects.set(key, body);
      return response.writeHead(200, { etag: etagOf(body) }).end();
    }
    if (request.method === 'DELETE') {
      operations.push(`delete ${key}`);
      objects.delete(key);
      return response.writeHead(204).end();
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const bytes = objects.get(key);
      if (!bytes) {
        if (request.method === 'HEAD') return response.writeHead(404).end();
        return fail(response, 404, 'NoSuchKey');
      }
      const headers = { etag: etagOf(bytes), 'accept-ranges': 'bytes' };
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
      if (request.method === 'GET') operations.push(`get ${key}${range ? ` ${range[1]}-${range[2]}` : ''}`);
      if (!range)
        return response
          .writeHead(200, { ...headers, 'content-length': bytes.length })
          .end(request.method === 'HEAD' ? undefined : bytes);
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), bytes.length - 1);
      return response
        .writeHead(206, {
          ...headers,
          'content-length': end - start + 1,
          'content-range': `bytes ${start}-${end}/${bytes.length}`,
        })
        .end(bytes.subarray(start, end + 1));
    }
    return fail(response, 405, 'MethodNotAllowed');
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  stub.endpoint = `http://127.0.0.1:${port}`;
  return stub;
}
