/**
 * The building blocks of the wire schemas (TypeBox: plain JSON Schema with static types). The API server
 * validates and documents with them; the web app reads only their types (`import type`), camelised.
 */
import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';

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

/** A DRF page of `item`s; lists that estimate very long counts say so (`count_is_estimate`). */
export const PageSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    count_is_estimate: Type.Optional(Type.Boolean()),
    next: OrNull(Type.String()),
    previous: OrNull(Type.String()),
    results: Type.Array(item),
  });

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

/** Text without NUL characters (PostgreSQL cannot store them); DRF's wording. */
export const PlainText = (options: { maxLength: number; minLength?: number }) =>
  Type.String({ ...options, pattern: '^[^\\u0000]*$' });

/** A list of ids (each a positive integer), at most `maxItems`. */
export const IdList = (maxItems = 10000) =>
  Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT }), { maxItems });

/** An amount of money (≥ 0); its two decimal places are checked by the server (JSON numbers are floats). */
export const Money = () => Type.Number({ minimum: 0, maximum: MAX_AMOUNT });

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
