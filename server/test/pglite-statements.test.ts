import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PGlite, protocol, types, type QueryOptions } from '@electric-sql/pglite';
import {
  bindExecuteSync,
  PGLITE_VERSIONS_CHECKED,
  withPreparedStatements,
  type PgliteClient,
} from '../db/pglite-statements';

let pglite: PGlite;
let prepared: PgliteClient;

before(async () => {
  pglite = await PGlite.create();
  prepared = withPreparedStatements(pglite);
  await pglite.exec(`
    create table things (
      id serial primary key,
      name text not null unique,
      tags text[] not null default '{}',
      data jsonb,
      price numeric(12, 2),
      big bigint,
      flag boolean,
      at timestamptz,
      day date,
      raw bytea
    );
    insert into things (name, tags, data, price, big, flag, at, day, raw) values
      ('a', '{x,"y z"}', '{"k": [1, 2]}', 12.5, 9007199254740993, true, '2030-01-02T03:04:05Z', '2030-01-02', '\\x0102'),
      ('b', '{}', null, null, null, null, null, null, null);`);
});

after(async () => {
  await pglite.close();
});

/** drizzle's options: timestamps and dates left as text, arrays of rows. */
const DRIZZLE: QueryOptions = {
  rowMode: 'array',
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value },
};

describe('PGlite with prepared statements', () => {
  test('answers what PGlite answers: every type, both row modes, parameters serialised alike', async () => {
    const text = 'select * from things where name = any($1) or data @> $2 or at > $3 order by id';
    const params = [['a', 'b'], { k: [1] }, new Date('2000-01-01T00:00:00Z')];
    for (const options of [undefined, DRIZZLE]) {
      const expected = await pglite.query(text, params, options);
      // Twice: once preparing it, once from the kept statement.
      for (let run = 0; run < 2; run += 1) {
        const got = await prepared.query(text, params, options);
        assert.deepEqual(got.rows, expected.rows);
        assert.deepEqual(got.fields, expected.fields);
        assert.equal(got.rowCount, 2);
      }
    }
    const update = await prepared.query('update things set flag = $1 where name = $2', [false, 'b']);
    assert.equal(update.affectedRows, 1);
    assert.deepEqual(update.rows, []);
  });

  test('binds the bytes PGlite’s serializer makes (any text, nulls, none)', () => {
    const { serialize } = protocol;
    for (const values of [[], [null], ['', 'ascii', 'é€😀 \ud800 lone', null, 'x'.repeat(70_000)]]) {
      const expected = Buffer.concat([
        serialize.bind({ statement: 's12', values }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      assert.deepEqual(Buffer.from(bindExecuteSync('s12', values)), expected);
    }
  });

  test('inside a transaction too: the same answers, and a rollback undoes them', async () => {
    const text = 'select * from things where name = any($1) or data @> $2 or at > $3 order by id';
    const params = [['a', 'b'], { k: [1] }, new Date('2000-01-01T00:00:00Z')];
    const expected = await pglite.query(text, params, DRIZZLE);
    await assert.rejects(
      prepared.transaction(async (tx) => {
        for (let run = 0; run < 2; run += 1)
          assert.deepEqual((await tx.query(text, params, DRIZZLE)).rows, expected.rows);
        await tx.query('insert into things (name) values ($1)', ['rolled back']);
        const seen = await tx.query<{ n: number }>('select count(*)::int as n from things where name = $1', [
          'rolled back',
        ]);
        assert.equal(seen.rows[0].n, 1);
        throw new Error('undo');
      }),
      /undo/,
    );
    const after = await prepared.query<{ n: number }>(
      'select count(*)::int as n from things where name = $1',
      ['rolled back'],
    );
    assert.equal(after.rows[0].n, 0);
  });

  test('a database error is PGlite’s, with its code; the database goes on answering', async () => {
    const insert = 'insert into things (name) values ($1)';
    await assert.rejects(
      prepared.query(insert, ['a']),
      (error: Error & { code?: string; query?: string }) => {
        assert.equal(error.code, '23505');
        assert.equal(error.query, insert);
        return true;
      },
    );
    await assert.rejects(prepared.query('select nonsense from things', []), { code: '42703' });
    await assert.rejects(prepared.query('select nonsense from things', []), { code: '42703' });
    assert.equal((await prepared.query('select count(*)::int as n from things')).rows.length, 1);
  });

  test('a statement whose table changed shape is prepared anew', async () => {
    const text = 'select * from things where id = $1';
    assert.equal(Object.keys((await prepared.query<object>(text, [1])).rows[0]).length, 10);
    await prepared.exec('alter table things add column note text');
    assert.equal(Object.keys((await prepared.query<object>(text, [1])).rows[0]).length, 11);
  });

  test('past the kept number, the least recently used statements are closed', async () => {
    for (let i = 0; i < 300; i += 1) await prepared.query(`select ${i} as n where $1::int > 0`, [1]);
    const { rows } = await pglite.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    assert.ok(rows[0].n <= 260, `${rows[0].n} statements prepared`);
    assert.deepEqual((await prepared.query('select 7 as n where $1::int > 0', [1])).rows, [{ n: 7 }]);
  });

  test('counts what may have changed data: not reads, nor writes of no row', async () => {
    const start = prepared.changes;
    await prepared.query('select * from things');
    await prepared.query('update things set flag = true where name = $1', ['nobody']);
    assert.equal(prepared.changes, start);
    await prepared.query('update things set flag = true where name = $1', ['a']);
    assert.equal(prepared.changes, start + 1);
    await prepared.query(
      'with gone as (delete from things where name = $1 returning id) select * from gone',
      ['nobody'],
    );
    assert.equal(prepared.changes, start + 2);
    await prepared.exec('select 1');
    assert.equal(prepared.changes, start + 3);
    // A transaction's writes count, and so does its end (a rollback undoes what a read in it saw).
    await assert.rejects(
      prepared.transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['rolled back']);
        throw new Error('undo');
      }),
      /undo/,
    );
    assert.equal(prepared.changes, start + 5);
    assert.equal(
      (await prepared.query('select * from things where name = $1', ['rolled back'])).rows.length,
      0,
    );
    // The same database wrapped again shares its statements and its count.
    assert.equal(withPreparedStatements(pglite), prepared);
  });
});

describe('PGlite internals the prepared statements rely on (README.md "Upgrading PGlite")', () => {
  test('the installed PGlite is a version they were checked against', () => {
    const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    assert.ok(
      PGLITE_VERSIONS_CHECKED.includes(version),
      `PGlite ${version} is not in PGLITE_VERSIONS_CHECKED: check its transaction lock, then add it`,
    );
  });

  test('its undocumented transaction lock is there, taking one callback', () => {
    assert.equal(typeof pglite._runExclusiveTransaction, 'function');
    assert.equal(pglite._runExclusiveTransaction.length, 1);
  });

  test('a prepared statement waits for an open transaction rather than running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = pglite.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['uncommitted']);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertDone;
    const read = prepared.query<{ name: string }>('select name from things where name = $1', ['uncommitted']);
    // Inside the transaction it would see the uncommitted row at once; it must wait for the rollback.
    setTimeout(release, 50);
    await transaction;
    assert.deepEqual((await read).rows, []);
  });
});
