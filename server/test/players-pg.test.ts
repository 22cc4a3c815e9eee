import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build as buildApp } from '../app';
import { ensureBaseData } from '../seed/base';
import { freshDatabase, type ScratchDatabase } from './databases';
import { testConfig } from './helpers';

/**
 * Deleting players on PostgreSQL: every foreign key to `players` has an index led by its column (else
 * each deletion scans the referencing table), and a player with events, wallet history and activity
 * goes with all of them. Runs only with TEST_DATABASE_URL (see notifications-pg.test.ts).
 */
const url = process.env.TEST_DATABASE_URL?.trim();

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** The single-column foreign keys to `players`: the referencing table and column. */
const PLAYER_REFERENCES = sql`
  select c.conrelid::regclass::text as "table", a.attname as "column", c.conrelid, c.conkey
  from pg_constraint c
  join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
  where c.contype = 'f' and c.confrelid = 'players'::regclass and array_length(c.conkey, 1) = 1`;

describe('deleting players (PostgreSQL)', { skip: url ? false : 'TEST_DATABASE_URL is not set' }, () => {
  let scratch: ScratchDatabase;
  let app: FastifyInstance;

  before(async () => {
    scratch = await freshDatabase(url ?? '', 'players');
    app = await buildApp(testConfig({ DATABASE_URL: scratch.url }));
    await app.database.migrate();
    await ensureBaseData(app.db, app.config);
  });

  after(async () => {
    await app?.close();
    await scratch?.drop();
  });

  test('every foreign key to players has an index led by its column', async () => {
    const unindexed = rowsOf<{ table: string; column: string }>(
      await app.db.execute(sql`
        select r.table, r.column from (${PLAYER_REFERENCES}) r
        where not exists (
          select 1 from pg_index i where i.indrelid = r.conrelid and i.indkey[0] = r.conkey[1]
        )`),
    );
    assert.deepEqual(unindexed, []);
  });

  test('a player with events, wallet history and activity is deleted with all of them', async () => {
    const hash = `deleted-${randomUUID()}`;
    const at = new Date().toISOString();
    const event = (kind: string, fields: Record<string, unknown>) => ({
      kind,
      unique_id: randomUUID(),
      player: hash,
      occurred_at: at,
      ...fields,
    });
    const stored = await app.engine.ingest({
      events: [
        event('deposit', { amount: 20, currency: 'EUR', method: 'visa' }),
        event('login', {}),
        event('player', { vip_level: 'gold' }),
      ],
    });
    assert.equal(stored.accepted, 3);
    await app.engine.worker.drain();

    const references = rowsOf<{ table: string; column: string }>(await app.db.execute(PLAYER_REFERENCES));
    const related = async (id: number) => {
      let total = 0;
      for (const { table, column } of references) {
        const [row] = rowsOf<{ n: number }>(
          await app.db.execute(
            sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
          ),
        );
        total += row.n;
      }
      return total;
    };
    const [player] = rowsOf<{ id: number }>(
      await app.db.execute(sql`select id from players where hash = ${hash}`),
    );
    assert.ok((await related(player.id)) >= 4, 'its events and its deposit are kept');

    await app.db.execute(sql`delete from players where id = ${player.id}`);
    assert.equal(await related(player.id), 0);
    assert.deepEqual(rowsOf(await app.db.execute(sql`select id from players where id = ${player.id}`)), []);
  });
});
