export const FALLBACK_ERROR_MESSAGE = 'Something went wrong :/';

interface ErrorLike {
  message?: string;
  response?: { data?: unknown };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flatten(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(flatten);
  if (isRecord(value)) return Object.values(value).flatMap(flatten);
  return [];
}

/**
 * Spec §8 for a JSON body: the joined `errors` list, else `detail`, else (our addition, where the spec is
 * silent) the joined messages of a field-error body, else the transport message.
 */
export function messageFromBody(body: unknown, transportMessage?: string): string {
  if (isRecord(body)) {
    if (body.errors !== undefined) return flatten(body.errors).join(', ');
    if (typeof body.detail === 'string') return body.detail;
    const fieldMessages = flatten(body);
    if (fieldMessages.length > 0) return fieldMessages.join(' ');
  }
  return transportMessage || FALLBACK_ERROR_MESSAGE;
}

/** Spec §8 for a blob body (downloads): the joined values of its JSON, or its raw text, or the fallback. */
export async function messageFromBlob(blob: Blob): Promise<string> {
  const text = (await blob.text()).trim();
  if (!text) return FALLBACK_ERROR_MESSAGE;
  try {
    const parsed: unknown = JSON.parse(text);
    const values = flatten(parsed);
    return values.length > 0 ? values.join(', ') : FALLBACK_ERROR_MESSAGE;
  } catch {
    return text;
  }
}

export async function errorMessage(error: unknown): Promise<string> {
  const { message, response } = (error ?? {}) as ErrorLike;
  const body = response?.data;
  if (typeof Blob !== 'undefined' && body instanceof Blob) return messageFromBlob(body);
  return messageFromBody(body, message);
}

/** First message of one field's errors, for display under that field. */
export function firstMessage(value: unknown): string | undefined {
  return flatten(value)[0];
}

/** Every different message of a (nested) field-error value, in order. */
export const allMessages = (value: unknown): string[] => [...new Set(flatten(value))];
