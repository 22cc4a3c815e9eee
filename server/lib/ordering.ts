import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { validationError } from './errors';

/**
 * DRF's OrderingFilter: `?order_by=-created,email` (comma-separated, `-` for descending). A field not in
 * `fields` answers 400 naming the allowed ones (DRF drops it silently; a typo should not quietly sort
 * another way). `fallback` applies when none is given; `tieBreaker` (the primary key) is added last so
 * that pages are stable.
 */
export function orderingFrom(
  raw: unknown,
  fields: Record<string, AnyColumn>,
  fallback: string,
  tieBreaker: AnyColumn,
): SQL[] {
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  const parse = (text: string): SQL[] =>
    text
      .split(',')
      .map((term) => term.trim())
      .filter((term) => term !== '')
      .map((term) => {
        const descending = term.startsWith('-');
        const name = descending ? term.slice(1) : term;
        if (!Object.hasOwn(fields, name)) {
          throw validationError({
            order_by: [`Cannot order by "${name}". Choose from: ${Object.keys(fields).join(', ')}.`],
          });
        }
        return descending ? desc(fields[name]) : asc(fields[name]);
      });
  let terms = typeof value === 'string' ? parse(value) : [];
  if (terms.length === 0) terms = parse(fallback);
  return [...terms, asc(tieBreaker)];
}

/** A search term for ILIKE, with `%`, `_` and `\` taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
