/** A value of Next's `router.query`: absent, one string, or the same key repeated. */
export type QueryValue = string | string[] | undefined;

/** One string from a query value: the last of a repeated key (as DRF reads it), '' when absent. */
export function queryString(value: QueryValue): string {
  if (Array.isArray(value)) return value[value.length - 1] ?? '';
  return value ?? '';
}

/** A whole number ≥ `min` from a query value (`?id=12`, `?offset=20`), or undefined. */
export function queryInteger(value: QueryValue, min = 0): number | undefined {
  const text = queryString(value).trim();
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const number = Number(text);
  return number >= min ? number : undefined;
}

/** A record id from the query (`/user/view?id=12`): a positive integer, or undefined. */
export const queryId = (value: QueryValue): number | undefined => queryInteger(value, 1);
