import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * DRF's OrderingFilter: `?order_by=-created,email` (comma-separated, `-` for descending). Fields not in
 * `fields` are ignored; when none is left, `fallback` applies. `tieBreaker` (the primary key) is added
 * last so that pages are stable.
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
      .flatMap((term) => {
        const descending = term.startsWith('-');
        const column = fields[descending ? term.slice(1) : term];
        if (!column) return [];
        return [descending ? desc(column) : asc(column)];
      });
  let terms = typeof value === 'string' ? parse(value) : [];
  if (terms.length === 0) terms = parse(fallback);
  return [...terms, asc(tieBreaker)];
}

/** A search term for ILIKE, with `%`, `_` and `\` taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
