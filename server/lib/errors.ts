/**
 * Errors answered the DRF way. Throw them from hooks and handlers; the error handler sends `body` as is.
 */
export type ErrorBody = Record<string, unknown>;

export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export const MESSAGES = {
  notAuthenticated: 'Authentication credentials were not provided.',
  tokenNotValid: 'Given token not valid for any token type',
  refreshInvalid: 'Token is invalid or expired',
  badHeader: 'Authorization header must contain two space-delimited values',
  permissionDenied: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  serverError: 'A server error occurred.',
  noActiveAccount: 'No active account found with the given credentials',
} as const;

export const notAuthenticated = () => new HttpError(401, { detail: MESSAGES.notAuthenticated });

export const authenticationFailed = (detail: string, code?: string) =>
  new HttpError(401, code === undefined ? { detail } : { detail, code });

export const permissionDenied = (detail: string = MESSAGES.permissionDenied) =>
  new HttpError(403, { detail });

export const notFound = () => new HttpError(404, { detail: MESSAGES.notFound });

/** 400 with DRF field errors: `{"field": ["message"]}` or `{"non_field_errors": ["message"]}`. */
export const validationError = (errors: Record<string, unknown>) => new HttpError(400, errors);

export const nonFieldError = (message: string) => validationError({ non_field_errors: [message] });

export const methodNotAllowed = (method: string, allow: string[]) =>
  new HttpError(405, { detail: `Method "${method}" not allowed.` }, { Allow: allow.join(', ') });

/** A unique constraint refused the write (PostgreSQL 23505; drizzle may wrap the driver's error). */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown })?.cause) === '23505';
};
