import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';

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

/**
 * `schema` or null, as one JSON-schema type list (`{"type": ["number", "null"]}`): Ajv's type coercion
 * then leaves null alone instead of turning it into 0, "" or false as it would in the first branch of
 * a union.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const type = (schema as unknown as { type?: string | string[] }).type;
  const types = Array.isArray(type) ? type : type === undefined ? [] : [type];
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [...types, 'null'] });
}

/** Response side of a nullable value. */
export const OrNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** `{id, name}` of a user shown with a record (a campaign's creator). */
export const UserRef = Type.Object({ id: Type.Integer(), name: Type.String() });

/** An ISO 8601 date-time, with or without a zone (none means UTC), or a plain date (midnight UTC). */
export const DATE_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?)?(Z|z|[+-]\\d{2}(:?\\d{2})?)?$';

export const DateTimeString = Type.String({
  pattern: DATE_TIME_PATTERN,
  maxLength: 40,
  'x-message':
    'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
});

/** One of `values` (a single "is not a valid choice" error, unlike a union of literals). */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: Record<string, unknown> = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** One of `values`, or null. */
export function NullableEnum<const T extends readonly string[]>(values: T) {
  return Type.Unsafe<T[number] | null>({ type: ['string', 'null'], enum: [...values, null] });
}

export const MAX_INT = 2147483647;
/** Largest amount a numeric(14, 2) column holds. */
export const MAX_AMOUNT = 999999999999.99;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_INT }) });

/** A CSV download (streamed; the schema documents it, nothing is serialised). */
export const CsvFile = Type.String({ description: 'text/csv attachment' });

/** Text without NUL characters (PostgreSQL cannot store them); DRF's wording. */
export const PlainText = (options: { maxLength: number; minLength?: number }) =>
  Type.String({ ...options, pattern: '^[^\\u0000]*$' });

/** A list of ids (each a positive integer), at most `maxItems`. */
export const IdList = (maxItems = 10000) =>
  Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT }), { maxItems });

/** An amount of money (≥ 0); its two decimal places are checked with `moneyText` (JSON numbers are floats). */
export const Money = () => Type.Number({ minimum: 0, maximum: MAX_AMOUNT });

export const MONEY_PLACES_MESSAGE = 'Ensure that there are no more than 2 decimal places.';

/** The amount as stored and sent ("12.50"), or null when it has more than two decimal places. */
export function moneyText(value: number): string | null {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 ? (Math.round(cents) / 100).toFixed(2) : null;
}

/**
 * An image's address: an absolute http(s) URL with a host, and nothing a page could be tricked with
 * (no spaces, quotes or angle brackets; `//other.host/x.png` and bare paths are refused).
 */
export const IMAGE_URL_PATTERN = '^https?://[^\\s/"\'<>\\\\]+(/[^\\s"\'<>\\\\]*)?$';
/** An image field that may be cleared with null (campaign images, a game's image). */
export const NullableImageUrl = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  maxLength: 2048,
  pattern: IMAGE_URL_PATTERN,
  'x-message': 'Enter a valid URL.',
});
