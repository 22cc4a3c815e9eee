import { sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * How a filter value enters a condition: as itself (`asValue`), or as a named placeholder whose value
 * is noted, for a statement drizzle writes once per filter shape and runs prepared (`placeholders`).
 * `column` encodes the value as that column's own (dates, for one) either way.
 */
export type Bind = <T>(name: string, value: T, column?: AnyPgColumn) => T | SQLWrapper;

export const asValue: Bind = (_name, value) => value;

/**
 * A Bind that names every value, with the values by name to run the prepared statement with and the
 * names in the order bound (what the statement's SQL depends on, with any filter that has no value).
 */
export function placeholders(): { bind: Bind; values: Record<string, unknown>; names: string[] } {
  const values: Record<string, unknown> = {};
  const names: string[] = [];
  const bind: Bind = (name, value, column) => {
    if (!(name in values)) names.push(name);
    values[name] = value;
    return column ? sql.param(sql.placeholder(name), column) : sql.placeholder(name);
  };
  return { bind, values, names };
}

/** `values` bound one by one (`name0`, `name1`, …): a list's length is part of a statement's shape. */
export function bindEach<T>(name: string, values: T[], column: AnyPgColumn, bind: Bind): T[] {
  // A placeholder stands in for its value: `inArray` takes it as one, though its type says values.
  return values.map((value, i) => bind(`${name}${i}`, value, column) as T);
}

/** Prepared statements by shape, at most `max` (the oldest made is dropped). */
export function createPreparedShapes<Prepared>(max: number) {
  const shapes = new Map<string, Prepared>();
  return {
    get(shape: string, prepare: () => Prepared): Prepared {
      let prepared = shapes.get(shape);
      if (!prepared) {
        prepared = prepare();
        shapes.set(shape, prepared);
        if (shapes.size > max) shapes.delete(shapes.keys().next().value as string);
      }
      return prepared;
    },
  };
}
