import { Readable } from 'node:stream';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';

/** Cells a spreadsheet would read as a formula start with one of these (known pitfalls: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Rows fetched per query by the exports: the most an export holds in memory at once. */
export const EXPORT_PAGE_SIZE = 250;

export type CsvValue = string | number | boolean | Date | null | undefined | readonly (string | number)[];

/** A value with a leading `'` when a spreadsheet would read it as a formula. */
const neutralised = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * One cell: formulas neutralised with a leading `'` (each item of a list too), then quoted when it holds
 * a quote, a line break or either delimiter spreadsheets split on (`,` and `;`), so a semicolon-delimited
 * reader cannot split a cell and find a formula inside.
 */
export function csvCell(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.map((item) => neutralised(String(item))).join(';');
  else text = neutralised(String(value));
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * The CSV text of `header` and then every row of `pages`, one chunk per page, pulled only as fast as the
 * client reads (a Readable from an async generator): an export never holds more than one page.
 */
export function csvStream(
  header: readonly string[],
  pages: AsyncIterable<ReadonlyArray<readonly CsvValue[]>>,
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield csvLine(header);
    for await (const rows of pages) {
      if (rows.length === 0) continue;
      let chunk = '';
      for (const row of rows) chunk += csvLine(row);
      yield chunk;
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
}

/** The reply as a CSV download named `filename` (its headers; the body is the caller's). */
export function csvDownload(reply: FastifyReply, filename: string): FastifyReply {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename.replace(/["\\\r\n]/g, '_')}"`)
    .header('Cache-Control', 'no-store');
}

/** Sends a streamed CSV download named `filename`. */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  pages: AsyncIterable<ReadonlyArray<readonly CsvValue[]>>,
) {
  return csvDownload(reply, filename).send(csvStream(header, pages));
}

/**
 * Keyset pagination for exports: `fetch(after)` returns the next rows after the key `after` (null for
 * the first page), at most `EXPORT_PAGE_SIZE`; iteration stops on a short page.
 */
export async function* keysetPages<Row, Key>(
  fetch: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  pageSize: number = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await fetch(after, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = keyOf(rows[rows.length - 1]);
    // The embedded database answers in microtasks: without a turn of the event loop between pages, a
    // client reading fast (or in process) kept every other request waiting for the whole export.
    await setImmediatePromise();
  }
}

/** Maps each page of an async page iterator. */
export async function* mapPages<A, B>(pages: AsyncIterable<A[]>, map: (row: A) => B): AsyncGenerator<B[]> {
  for await (const page of pages) yield page.map(map);
}
