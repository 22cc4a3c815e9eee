import multipart, { type MultipartFile } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, validationError } from '../lib/errors';
import fp from 'fastify-plugin';
import { nulByteErrors } from '../lib/nul-bytes';

/** Spec §5: the largest file any upload may carry (10 MB). */
export const UPLOAD_LIMIT_BYTES = 10485760;

export const UPLOAD_MESSAGES = {
  tooLarge: 'The file is larger than 10 MB.',
  noFile: 'No file was submitted.',
  malformed: 'Multipart form parse error -',
  storeUnavailable: 'The file cannot be stored at the moment. Try again shortly.',
} as const;

/** The store taking an upload failed: the server's trouble, not the form's (answered 503). */
class StoreFailure extends Error {
  constructor(cause: unknown) {
    super('the upload could not be stored', { cause });
  }
}

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

/** A multipart form: its text fields (`key[]` repeated into lists, spec §7) and its files by field name. */
export interface MultipartForm {
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a multipart form: its text fields, and its one file (`fileField`) handed to `takeFile` as a
 * stream, which must consume it; any other file is drained and ignored. A file over the limit is a
 * field error on `fileField` (after `takeFile`, which learns it through `isTruncated`).
 */
async function readForm<T>(
  request: FastifyRequest,
  fileField: string,
  takeFile: (file: MultipartFile) => Promise<T>,
  discard?: (taken: T) => Promise<void>,
): Promise<{ fields: MultipartForm['fields']; file?: { taken: T; filename: string; truncated: boolean } }> {
  if (!request.isMultipart()) throw validationError({ [fileField]: [UPLOAD_MESSAGES.noFile] });
  const fields: MultipartForm['fields'] = Object.create(null);
  let file: { taken: T; filename: string; truncated: boolean } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === fileField && file === undefined) {
          const taken = await takeFile(part as MultipartFile);
          file = { taken, filename: part.filename ?? '', truncated: (part as MultipartFile).file.truncated };
        } else (part as MultipartFile).file.resume();
      } else if (typeof part.value === 'string') {
        const list = part.fieldname.endsWith('[]');
        const key = list ? part.fieldname.slice(0, -2) : part.fieldname;
        const existing = fields[key];
        if (list) fields[key] = [...(Array.isArray(existing) ? existing : []), part.value];
        else fields[key] = part.value;
      }
    }
  } catch (error) {
    if (file && discard) await discard(file.taken);
    if (error instanceof StoreFailure) {
      request.log.error({ err: error.cause }, 'an upload could not be stored');
      throw new HttpError(503, { detail: UPLOAD_MESSAGES.storeUnavailable }, { 'retry-after': '30' });
    }
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw validationError({ [fileField]: [UPLOAD_MESSAGES.tooLarge] });
    // The parser's own refusals (no boundary, an unterminated part, a part without headers) carry no
    // status: they are the client's malformed form, not a server error.
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    throw new HttpError(400, { detail: `${UPLOAD_MESSAGES.malformed} ${(error as Error).message}` });
  }
  nulByteErrors(fields).throwIfAny();
  return { fields, file };
}

/** Reads a whole multipart form, its file in memory (small files: catalogue images). */
export async function readMultipart(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  const form = await readForm(request, fileField, (part) => part.toBuffer());
  const files: MultipartForm['files'] = Object.create(null);
  if (form.file) files[fileField] = { bytes: form.file.taken, filename: form.file.filename };
  return { fields: form.fields, files };
}

/**
 * Reads a multipart form whose file is streamed by `store` (into the media store) as it arrives, never
 * held whole in memory. What `store` made is the caller's to keep or remove once the form is read (also
 * when the file was too large: `file.truncated`); when the form turns out unreadable, `discard` removes it.
 */
export async function readMultipartStreamed<T>(
  request: FastifyRequest,
  fileField: string,
  store: (file: Readable, isTruncated: () => boolean) => Promise<T>,
  discard: (stored: T) => Promise<void>,
) {
  return readForm(
    request,
    fileField,
    (part) =>
      store(part.file, () => part.file.truncated).catch((error: unknown) => {
        // The form's own failure (a malformed part, a closed connection) is the error its stream
        // ended with, and an HttpError is an answer already; any other is the store's (a full disk,
        // a bucket that refuses).
        throw error === part.file.errored || error instanceof HttpError ? error : new StoreFailure(error);
      }),
    discard,
  );
}

/** Form data for every route, with one set of limits: one file of at most 10 MB and a few short fields. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 24 },
    });
  },
  { name: 'multipart' },
);
