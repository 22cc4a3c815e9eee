import { Type } from '@fastify/type-provider-typebox';
import { MAX_INT } from '../../contract/schemas/common';

// The wire's building blocks live in contract/ (the web app reads their types); these are the server's own.
export * from '../../contract/schemas/common';

/** `{"detail": "..."}` (401, 403, 404, 429 …). */
export const DetailError = Type.Object({ detail: Type.String(), code: Type.Optional(Type.String()) });

/** DRF field errors: `{"field": ["message"], "non_field_errors": [...]}` (nested for objects and lists). */
export const FieldErrors = Type.Record(Type.String(), Type.Unknown());

/**
 * The error answers of a signed-in route, spread into every route's `response`: bad input, not signed in,
 * not allowed, no such thing (429 where sign-in throttling applies).
 */
export const ERROR_RESPONSES = {
  400: FieldErrors,
  401: DetailError,
  403: DetailError,
  404: DetailError,
} as const;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_INT }) });

/** A CSV download (streamed; the schema documents it, nothing is serialised). */
export const CsvFile = Type.String({ description: 'text/csv attachment' });

export const MONEY_PLACES_MESSAGE = 'Ensure that there are no more than 2 decimal places.';

/** The amount as stored and sent ("12.50"), or null when it has more than two decimal places. */
export function moneyText(value: number): string | null {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 ? (Math.round(cents) / 100).toFixed(2) : null;
}
