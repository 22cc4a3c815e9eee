import { pipeline, Transform, type Readable } from 'node:stream';
import { sql, type Query, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { escapeLiteral } from 'pg';
import type { DbHandle } from '../db/client';
import { csvDownload, csvLine, mapPages, sendCsv, type CsvValue } from './csv';

/** How a column's values become cells (lib/csv.ts `csvCell`), in JavaScript and in SQL alike. */
export type CsvKind = 'text' | 'integer' | 'boolean' | 'timestamp' | 'list';

/** One column of an export: its header, its value in a row read by pages, its column for COPY. */
export interface CsvColumn<Row> {
  header: string;
  kind: CsvKind;
  column: SQLWrapper;
  value(row: Row): CsvValue;
}

// `csvCell` in SQL. Formula starts: = + - @ tab and carriage return.
const neutralised = (text: SQL): SQL =>
  sql`(case when left(${text}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${text} else ${text} end)`;
// Quoted when holding a quote, a line break or either delimiter spreadsheets split on.
const quoted = (text: SQL): SQL =>
  sql`(case when ${text} ~ ('[",;' || chr(13) || chr(10) || ']') then '"' || replace(${text}, '"', '""') || '"' else ${text} end)`;

function cellSql(kind: CsvKind, column: SQLWrapper): SQL {
  switch (kind) {
    case 'text':
      return sql`coalesce(${quoted(neutralised(sql`${column}`))}, '')`;
    case 'integer':
      // A negative number starts with a formula character, as in JavaScript; digits need no quotes.
      return sql`coalesce(${neutralised(sql`(${column})::text`)}, '')`;
    case 'boolean':
      return sql`(case when ${column} then 'true' when not ${column} then 'false' else '' end)`;
    case 'timestamp':
      // Date.prototype.toISOString: UTC, milliseconds (cut, not rounded, as the drivers read them).
      return sql`coalesce(to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;
    case 'list': {
      // Each item neutralised (a missing one reads "null", as String(null)), joined with `;`, quoted.
      const items = sql`array_to_string(array(select ${neutralised(sql`u.item`)} from unnest(${column}) with ordinality as u(item, n) order by u.n), ';', 'null')`;
      return sql`coalesce(${quoted(items)}, '')`;
    }
  }
}

/**
 * The cell as it stands when the value needs neither quotes nor a neutralising `'` (the common case),
 * or undefined when the value never does.
 */
function plainCellSql(kind: CsvKind, column: SQLWrapper): SQL | undefined {
  switch (kind) {
    case 'text':
      return sql`coalesce(${column}, '')`;
    case 'integer':
      return sql`coalesce((${column})::text, '')`;
    case 'list':
      // Two items or more are joined with `;`, which is quoted.
      return sql`(case when cardinality(${column}) > 1 then '"' || array_to_string(${column}, ';', 'null') || '"' else coalesce(array_to_string(${column}, ';', 'null'), '') end)`;
    default:
      return undefined;
  }
}

/** What `plainCellSql` rests on, for the row's check: every cell and list item after a \x01. */
function probePart(kind: CsvKind, column: SQLWrapper): SQL | undefined {
  if (kind === 'text') return sql`chr(1), ${column}`;
  if (kind === 'integer') return sql`chr(1), (${column})::text`;
  if (kind === 'list') return sql`chr(1), array_to_string(${column}, chr(1), 'null')`;
  return undefined;
}

/**
 * One CSV line (without its line break) per row, as `csvLine` writes it from the columns' values.
 * Checking every cell for quotes and formulas costs PostgreSQL more than the copy itself, so one regular
 * expression first looks at the whole row (its cells and list items, each after a \x01): a row with no
 * character that needs quoting anywhere and no formula character starting a cell or item is written
 * plainly, any other row cell by cell (a \x01 in a value only sends its row the careful way).
 */
export function csvLineSql(columns: ReadonlyArray<CsvColumn<never>>): SQL<string> {
  const line = (cells: SQL[]) => sql`concat_ws(',', ${sql.join(cells, sql`, `)})`;
  const careful = line(columns.map((column) => cellSql(column.kind, column.column)));
  const plain = line(
    columns.map((column) => plainCellSql(column.kind, column.column) ?? cellSql(column.kind, column.column)),
  );
  const probe = columns.flatMap((column) => probePart(column.kind, column.column) ?? []);
  if (probe.length === 0) return sql<string>`${careful}`;
  const needsCare = sql`('[",;' || chr(13) || chr(10) || ']|' || chr(1) || '[=+@' || chr(9) || chr(13) || '-]')`;
  return sql<string>`(case when concat(${sql.join(probe, sql`, `)}) ~ ${needsCare} then ${careful} else ${plain} end)`;
}

/** A parameter as an SQL literal, written as node-postgres sends it (COPY takes no parameters). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} as an SQL literal.`);
    return escapeLiteral(String(value));
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return escapeLiteral(value);
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) =>
      item === null || item === undefined
        ? 'NULL'
        : `"${String(item).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
    );
    return escapeLiteral(`{${items.join(',')}}`);
  }
  throw new Error(`Cannot write a ${typeof value} as an SQL literal.`);
}

/**
 * The query's text with its `$n` parameters written in as literals (outside quoted strings and
 * identifiers): COPY runs a plain query text. Untyped literals take their type from where they stand,
 * as the parameters did.
 */
export function withLiterals(query: Query): string {
  const { sql: text, params } = query;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "'" || c === '"') {
      const end = text.indexOf(c, i + 1);
      // A doubled quote inside is two adjacent quoted parts: copied alike.
      const stop = end === -1 ? text.length : end + 1;
      out += text.slice(i, stop);
      i = stop;
    } else if (c === '$' && /[0-9]/.test(text[i + 1] ?? '')) {
      let j = i + 1;
      while (j < text.length && /[0-9]/.test(text[j])) j += 1;
      const index = Number(text.slice(i + 1, j)) - 1;
      if (index < 0 || index >= params.length) throw new Error(`No value for ${text.slice(i, j)}.`);
      out += literal(params[index]);
      i = j;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
/** COPY's text format: backslash sequences of the characters it escapes. */
const UNESCAPED: Record<number, number> = {
  0x62: 0x08, // \b
  0x66: 0x0c, // \f
  0x6e: 0x0a, // \n
  0x72: 0x0d, // \r
  0x74: 0x09, // \t
  0x76: 0x0b, // \v
};

/**
 * COPY's text format of a one-column result (a CSV line per row, lib `csvLineSql`) into CSV bytes:
 * backslash sequences undone, each row ended with CRLF as `csvLine` does, `headerLine` first. Works on
 * bytes (a backslash or a line feed is never part of a multi-byte UTF-8 character).
 */
function copyTextToCsv(headerLine: string): Transform {
  let escaping = false;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const out = Buffer.allocUnsafe(chunk.length * 2);
      let length = 0;
      let from = 0;
      if (!escaping && chunk.indexOf(BACKSLASH) === -1) {
        // The usual chunk: only line feeds to widen.
        for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, from)) {
          length += chunk.copy(out, length, from, at);
          out[length++] = CARRIAGE_RETURN;
          out[length++] = NEWLINE;
          from = at + 1;
        }
        length += chunk.copy(out, length, from);
        done(null, out.subarray(0, length));
        return;
      }
      for (const byte of chunk) {
        if (escaping) {
          out[length++] = UNESCAPED[byte] ?? byte;
          escaping = false;
        } else if (byte === BACKSLASH) escaping = true;
        else if (byte === NEWLINE) {
          out[length++] = CARRIAGE_RETURN;
          out[length++] = NEWLINE;
        } else out[length++] = byte;
      }
      done(null, out.subarray(0, length));
    },
  });
  transform.push(Buffer.from(headerLine));
  return transform;
}

/**
 * Sends an export as a streamed CSV download. With PostgreSQL, one `COPY (…) TO STDOUT` (the rows'
 * lines built in SQL by `csvLineSql`, the same bytes as the paged path), streamed as the client reads;
 * with the embedded database, keyset pages (PGlite's COPY would hold the whole file in memory).
 */
export async function sendCsvExport<Row>(
  reply: FastifyReply,
  database: DbHandle,
  filename: string,
  columns: ReadonlyArray<CsvColumn<Row>>,
  source: {
    /** The rows in pages (embedded database). */
    pages: () => AsyncIterable<Row[]>;
    /** The query of one `line` per row, in export order (PostgreSQL). */
    lines: (line: SQL<string>) => Query;
  },
) {
  const header = columns.map((column) => column.header);
  if (!database.copyTo) {
    return sendCsv(
      reply,
      filename,
      header,
      mapPages(source.pages(), (row) => columns.map((column) => column.value(row))),
    );
  }
  const rows: Readable = await database.copyTo(
    withLiterals(source.lines(csvLineSql(columns as ReadonlyArray<CsvColumn<never>>))),
  );
  const body = copyTextToCsv(csvLine(header));
  pipeline(rows, body, () => undefined);
  return csvDownload(reply, filename).send(body);
}
