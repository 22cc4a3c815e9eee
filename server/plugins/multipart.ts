import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../lib/errors';
import fp from 'fastify-plugin';
import { nulByteErrors } from '../lib/nul-bytes';

/** Spec §5: the largest file any upload may carry (10 MB). */
export const UPLOAD_LIMIT_BYTES = 10485760;

export const UPLOAD_MESSAGES = {
  tooLarge: 'The file is larger than 10 MB.',
  noFile: 'No file was submitted.',
} as const;

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
 * Reads a whole multipart form. `fileField` names the one file the route takes; any other file is
 * drained and ignored. A file over the limit is a field error on `fileField`.
 */
export async function readMultipart(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw validationError({ [fileField]: [UPLOAD_MESSAGES.noFile] });
  const form: MultipartForm = { fields: Object.create(null), files: Object.create(null) };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await (part as MultipartFile).toBuffer();
        if (part.fieldname === fileField && !(fileField in form.files))
          form.files[fileField] = { bytes, filename: part.filename ?? '' };
      } else if (typeof part.value === 'string') {
        const list = part.fieldname.endsWith('[]');
        const key = list ? part.fieldname.slice(0, -2) : part.fieldname;
        const existing = form.fields[key];
        if (list) form.fields[key] = [...(Array.isArray(existing) ? existing : []), part.value];
        else form.fields[key] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw validationError({ [fileField]: [UPLOAD_MESSAGES.tooLarge] });
    throw error;
  }
  nulByteErrors(form.fields).throwIfAny();
  return form;
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
