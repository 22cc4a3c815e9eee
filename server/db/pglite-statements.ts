import {
  protocol,
  type messages,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;
type Field = { name: string; dataTypeID: number };

/**
 * The PGlite versions whose internals this file was checked against: it takes PGlite's transaction
 * lock through `_runExclusiveTransaction`, which PGlite does not document. `pglite-statements.test.ts`
 * fails at once on any other version; README.md "Upgrading PGlite" says what to check.
 */
export const PGLITE_VERSIONS_CHECKED = ['0.5.16'];

/** Named statements kept per database: the least recently used are closed past this. */
const MAX_STATEMENTS = 256;

/** Statements worth keeping prepared: data reads and writes (not DDL, settings or maintenance). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** "cached plan must not change result type". */
const STALE_STATEMENT = '0A000';
/** Statements that cannot change table data. */
const READ_ONLY = /^\s*select\b/i;
/** Command tags that count the rows they changed (none changed: nothing to note). */
const ROW_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

interface Prepared {
  name: string;
  paramTypes: number[];
  fields: Field[];
}

/** The client drizzle's PGlite driver is given: `query` and `transaction` are all it calls. */
export type PgliteClient = PGlite & {
  /** How many statements so far may have changed table data (see `changes` in client.ts). */
  readonly changes: number;
};

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Execute (the unnamed portal, every row) and sync, as PGlite's serializer writes them. */
const EXECUTE_SYNC = [0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4];

/**
 * Bind (the unnamed portal, text values, text results), execute and sync in one buffer: the messages
 * PGlite's serializer makes, written with Node's native UTF-8 length and encoder. Its own serializer
 * measures every value in a JavaScript loop twice and grows its buffers by copying: the engine binds
 * megabytes of JSON a batch (the draws' record, the wallet's rows), where that was a tenth of its time.
 */
export function bindExecuteSync(statement: string, values: ReadonlyArray<string | null>): Uint8Array {
  const lengths = values.map((value) => (value === null ? -1 : Buffer.byteLength(value, 'utf8')));
  // Length, portal's NUL, name and its NUL, a format code per value (0: text), their count, the values,
  // no result format codes (all text).
  let size = 4 + 1 + Buffer.byteLength(statement, 'utf8') + 1 + 2 + 2 + 2;
  for (const length of lengths) size += 2 + 4 + Math.max(0, length);
  const message = Buffer.allocUnsafeSlow(1 + size + EXECUTE_SYNC.length);
  let at = message.writeUInt8(0x42, 0);
  at = message.writeInt32BE(size, at);
  at = message.writeUInt8(0, at);
  at += message.write(statement, at, 'utf8');
  at = message.writeUInt8(0, at);
  at = message.writeInt16BE(values.length, at);
  for (let index = 0; index < values.length; index += 1) at = message.writeInt16BE(0, at);
  at = message.writeInt16BE(values.length, at);
  for (let index = 0; index < values.length; index += 1) {
    at = message.writeInt32BE(lengths[index], at);
    const value = values[index];
    if (value !== null) at += message.write(value, at, 'utf8');
  }
  at = message.writeInt16BE(0, at);
  message.set(EXECUTE_SYNC, at);
  return message;
}

function isError(message: BackendMessage): message is messages.DatabaseError {
  return message.name === 'error';
}

/**
 * PGlite with named prepared statements. PGlite's own `query` sends six protocol messages, one call
 * into the WebAssembly each (parse, describe, bind, describe, execute, sync), and parses, analyses and
 * plans the SQL every time. Here a statement is parsed and described once, kept by its text (drizzle
 * builds the same text for the same query shape, values apart), and every later run is one call: bind,
 * execute, sync. Postgres then also keeps the plan (a generic one once it costs no more than the
 * custom ones, its usual rule). Values are serialised and rows parsed exactly as PGlite does (its
 * serializers by parameter type, its parsers by column type, the caller's `parsers` first).
 *
 * It also counts the statements that may have changed data, inside transactions too, and the end of
 * every transaction: the embedded database has no other writer than this process, so an unchanged
 * count proves unchanged data (see `changes` in client.ts).
 */
export function withPreparedStatements(pglite: PGlite): PgliteClient {
  // One per database: its statement names and its count of changes are the database's, not a handle's.
  let client = clients.get(pglite);
  if (!client) {
    client = preparedClient(pglite);
    clients.set(pglite, client);
  }
  return client;
}

const clients = new WeakMap<PGlite, PgliteClient>();

function preparedClient(pglite: PGlite): PgliteClient {
  const statements = new Map<string, Prepared>();
  let toClose: Uint8Array[] = [];
  let counter = 0;
  let changes = 0;

  /**
   * Runs a statement and counts it when it may have changed data: anything but a plain select, unless
   * its tag says it changed no row. Counted once done, so a reader that reads the count before its
   * query never pairs a new count with old data (a transaction's statements are counted before its
   * commit, but PGlite runs nothing else until that commit).
   */
  async function counting<R>(text: string, run: () => Promise<R>): Promise<R> {
    if (READ_ONLY.test(text)) return run();
    return countingAlways(run);
  }

  /** Counts `run` unless its result says it changed no row (`exec` texts may hold several statements). */
  async function countingAlways<R>(run: () => Promise<R>): Promise<R> {
    try {
      const result = await run();
      const { command, affectedRows } = result as { command?: string; affectedRows?: number };
      if (!(command && ROW_COMMANDS.has(command) && affectedRows === 0)) changes += 1;
      return result;
    } catch (error) {
      changes += 1;
      throw error;
    }
  }

  /** Runs `message` (ending in a sync); the first database error is thrown, decorated as PGlite does. */
  async function run(message: Uint8Array, query: string, params: unknown[], options?: QueryOptions) {
    const { messages } = await pglite.execProtocol(message, { syncToFs: false, throwOnError: false });
    const error = messages.find(isError);
    if (error) throw Object.assign(error, { query, params, queryOptions: options });
    return messages;
  }

  async function prepare(text: string, params: unknown[], options?: QueryOptions): Promise<Prepared> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the map's first entry is the one to close.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    counter += 1;
    const name = `s${counter}`;
    const closing = toClose;
    toClose = [];
    const messages = await run(
      concat([
        ...closing,
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      text,
      params,
      options,
    );
    let paramTypes: number[] = [];
    let fields: Field[] = [];
    for (const message of messages) {
      if (message.name === 'parameterDescription')
        paramTypes = (message as messages.ParameterDescriptionMessage).dataTypeIDs;
      else if (message.name === 'rowDescription')
        fields = (message as messages.RowDescriptionMessage).fields.map((field) => ({
          name: field.name,
          dataTypeID: field.dataTypeID,
        }));
    }
    const prepared = { name, paramTypes, fields };
    statements.set(text, prepared);
    if (statements.size > MAX_STATEMENTS) forget(statements.keys().next().value as string);
    return prepared;
  }

  function serializeParam(value: unknown, type: number, options?: QueryOptions): string | null {
    if (value === null || value === undefined) return null;
    const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  function resultOf<T>(prepared: Prepared, messages: BackendMessage[], options?: QueryOptions): Results<T> {
    const { fields } = prepared;
    const parsers = fields.map(
      ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? pglite.parsers[dataTypeID],
    );
    const asArrays = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let command: string | undefined;
    let rowCount: number | undefined;
    let affectedRows = 0;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message as messages.DataRowMessage).fields.map((raw, i) => {
          if (raw === null) return null;
          const parser = parsers[i];
          return parser ? parser(raw, fields[i].dataTypeID) : raw;
        });
        if (asArrays) rows.push(values);
        else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < fields.length; i += 1) row[fields[i].name] = values[i];
          rows.push(row);
        }
      } else if (message.name === 'commandComplete') {
        // As PGlite reads the tag: "SELECT 2", "UPDATE 3", "INSERT 0 5".
        const parts = ((message as messages.CommandCompleteMessage).text ?? '').split(' ');
        command = parts[0];
        const count = parseInt(parts[parts.length - 1], 10);
        if (!Number.isNaN(count)) rowCount = count;
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)) affectedRows += count;
      }
    }
    const result: Results<T> = { rows: rows as T[], fields, affectedRows };
    if (command !== undefined) Object.assign(result, { command });
    if (rowCount !== undefined) result.rowCount = rowCount;
    return result;
  }

  function forget(text: string) {
    const prepared = statements.get(text);
    if (!prepared) return;
    statements.delete(text);
    toClose.push(serialize.close({ type: 'S', name: prepared.name }));
  }

  async function runPrepared<T>(
    text: string,
    params: unknown[],
    options?: QueryOptions,
    retry = true,
  ): Promise<Results<T>> {
    const prepared = await prepare(text, params, options);
    const values = params.map((value, i) => serializeParam(value, prepared.paramTypes[i], options));
    try {
      const messages = await run(bindExecuteSync(prepared.name, values), text, params, options);
      return resultOf<T>(prepared, messages, options);
    } catch (error) {
      // A table the statement reads changed shape since it was prepared (a migration): prepare it anew
      // (in a transaction, which the error has aborted, only for the next one to use).
      if ((error as { code?: string }).code === STALE_STATEMENT) {
        forget(text);
        if (retry) return runPrepared<T>(text, params, options, false);
      }
      throw error;
    }
  }

  /** Whether `query` can run as a named prepared statement (else as PGlite runs it). */
  const preparable = (text: string, options?: QueryOptions) =>
    PREPARABLE.test(text) && !options?.blob && !options?.paramTypes;

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!preparable(text, options)) return counting(text, () => pglite.query<T>(text, params, options));
    // The locks PGlite's own `query` takes: no other query (`runExclusive`, documented), and no open
    // transaction (`_runExclusiveTransaction`, not documented: see PGLITE_VERSIONS_CHECKED), between
    // our protocol messages. Without the second, a statement could run inside another caller's
    // transaction, between two of its statements, and commit or roll back with it.
    if (pglite.closed) throw new Error('PGlite is closed');
    await pglite.waitReady;
    return counting(text, () =>
      pglite._runExclusiveTransaction(() =>
        pglite.runExclusive(async () => {
          try {
            return await runPrepared<T>(text, params, options);
          } finally {
            await pglite.syncToFs();
          }
        }),
      ),
    );
  }

  /**
   * A transaction's queries, counted, and prepared like the others: the transaction holds PGlite's
   * transaction lock already, so a statement takes only the query lock, as PGlite's own `tx.query` does
   * (and, like it, leaves syncing the files to the end). The engine's worker runs some thirty statements
   * a batch in one transaction: parsing, analysing and planning each anew, in six calls into the
   * WebAssembly, was a good part of its time.
   */
  function counted(tx: Transaction): Transaction {
    return new Proxy(tx, {
      get(target, property, receiver) {
        if (property === 'query')
          return <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (!preparable(text, options) || target.closed)
              return counting(text, () => target.query<T>(text, params, options));
            return counting(text, () =>
              pglite.runExclusive(() => runPrepared<T>(text, params, options, false)),
            );
          };
        if (property === 'exec')
          return (text: string, options?: QueryOptions) => countingAlways(() => target.exec(text, options));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
  }

  // Assigned properties (a benchmark recording the statements wraps `query`) take precedence.
  const assigned = new Map<PropertyKey, unknown>();
  return new Proxy(pglite, {
    set(_target, property, value) {
      assigned.set(property, value);
      return true;
    },
    get(target, property) {
      if (assigned.has(property)) return assigned.get(property);
      if (property === 'query') return query;
      if (property === 'changes') return changes;
      if (property === 'exec')
        return (text: string, options?: QueryOptions) => countingAlways(() => target.exec(text, options));
      if (property === 'transaction')
        return async <T>(callback: (tx: Transaction) => Promise<T>) => {
          try {
            return await target.transaction((tx) => callback(counted(tx)));
          } finally {
            // Its end counts too: a read inside it may have seen rows its rollback then undid.
            changes += 1;
          }
        };
      const value = Reflect.get(target, property, target) as unknown;
      // PGlite's methods use private fields: they must run on the instance, not on the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as PgliteClient;
}
