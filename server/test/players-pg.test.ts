import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { build as buildApp } from '../app';
import { ensureBaseData } from '../seed/base';
import { lockEventPlayers } from '../services/engine/campaigns/batch';
import type { EngineEvent } from '../services/engine/types';
import { freshDatabase, type ScratchDatabase } from './databases';
import { testConfig } from './helpers';

/**
 * Deleting players on PostgreSQL: every table with a player column has an index led by it (else each
 * deletion scans the table), and a player with events, wallet history and activity goes with all of
 * them — through the foreign keys' cascade, or the deletion trigger for the rows the engine writes
 * without a key (migration 0032). Runs only with TEST_DATABASE_URL (see notifications-pg.test.ts).
 */
const url = process.env.TEST_DATABASE_URL?.trim();

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** The tables with a `player_id` column, and that column. */
const PLAYER_COLUMNS = sql`
  select c.oid::regclass::text as "table", a.attname as "column", c.oid as relid, a.attnum
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
  join pg_attribute a on a.attrelid = c.oid and a.attname = 'player_id' and not a.attisdropped
  where c.relkind = 'r'`;

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

  test('every table with a player column has an index led by it', async () => {
    const unindexed = rowsOf<{ table: string; column: string }>(
      await app.db.execute(sql`
        select r.table, r.column from (${PLAYER_COLUMNS}) r
        where not exists (select 1 from pg_index i where i.indrelid = r.relid and i.indkey[0] = r.attnum)`),
    );
    assert.deepEqual(unindexed, []);
  });

  test("every table with a player column loses a deleted player's rows: by its key or by the trigger", async () => {
    const unhandled = rowsOf<{ table: string }>(
      await app.db.execute(sql`
        select r.table from (${PLAYER_COLUMNS}) r
        where not exists (
            select 1 from pg_constraint c
            where c.contype = 'f' and c.conrelid = r.relid and c.confrelid = 'players'::regclass)
          and position(format('DELETE FROM %s WHERE player_id', r.table)
                       in pg_get_functiondef('players_delete_engine_rows'::regproc)) = 0`),
    );
    assert.deepEqual(unhandled, []);
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

    const references = rowsOf<{ table: string; column: string }>(await app.db.execute(PLAYER_COLUMNS));
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

  /** A new player, and a claimed event of theirs as the worker holds it. */
  const newPlayer = async () => {
    const [player] = rowsOf<{ id: number }>(
      await app.db.execute(
        sql`insert into players (hash, currency) values (${randomUUID()}, 'EUR') returning id`,
      ),
    );
    const event: EngineEvent = {
      id: 0,
      uniqueId: randomUUID(),
      kind: 'login',
      playerId: player.id,
      occurredAt: new Date(),
      payload: {},
    };
    return { id: player.id, event };
  };
  const walletRows = async (playerId: number) =>
    rowsOf<{ n: number }>(
      await app.db.execute(
        sql`select count(*)::int as n from player_transactions where player_id = ${playerId}`,
      ),
    )[0].n;
  const writeWalletRow = (tx: Pick<FastifyInstance['db'], 'execute'>, playerId: number) =>
    tx.execute(sql`insert into player_transactions (player_id, type, amount, currency)
                   values (${playerId}, 'bet', 1, 'EUR')`);

  test("a deletion waits for the batch applying the player's events, then deletes what it wrote", async () => {
    const player = await newPlayer();
    let deleted = false;
    let deletion: Promise<unknown> | undefined;
    await app.db.transaction(async (tx) => {
      assert.deepEqual(await lockEventPlayers(tx, [player.event]), [player.event]);
      deletion = app.db.execute(sql`delete from players where id = ${player.id}`).then(() => {
        deleted = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(deleted, false, 'the deletion waits for the batch');
      await writeWalletRow(tx, player.id);
    });
    await deletion;
    assert.equal(await walletRows(player.id), 0);
  });

  test('a batch that waited for a deletion writes nothing for the deleted player', async () => {
    const [gone, kept] = [await newPlayer(), await newPlayer()];
    const deleter = new Client({ connectionString: scratch.url });
    await deleter.connect();
    try {
      await deleter.query('begin');
      await deleter.query('delete from players where id = $1', [gone.id]);
      const live = app.db.transaction((tx) => lockEventPlayers(tx, [gone.event, kept.event]));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await deleter.query('commit');
      assert.deepEqual(await live, [kept.event]);
    } finally {
      await deleter.end();
    }
  });
});
