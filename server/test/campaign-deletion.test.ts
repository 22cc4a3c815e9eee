import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build as buildApp } from '../app';
import { loadBatch } from '../services/engine/campaigns/batch';
import type { EngineEvent } from '../services/engine/types';
import { freshDatabase, type ScratchDatabase } from './databases';
import { build, testConfig } from './helpers';

/**
 * Deleting campaigns: the rows the engine writes by the hundred a batch have no key to their campaign
 * (migration 0033), and go with it all the same — through the deletion trigger — while every other
 * table with a campaign column keeps its key's cascade. A deletion waits for a batch that read the
 * campaign (PostgreSQL, with TEST_DATABASE_URL: the embedded database runs one transaction at a time).
 */
const url = process.env.TEST_DATABASE_URL?.trim();

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
type Db = Pick<FastifyInstance['db'], 'execute'>;

/** The tables with a `campaign_id` column, and whether it is keyed to `campaigns`. */
const CAMPAIGN_COLUMNS = sql`
  select c.oid::regclass::text as "table", c.oid as relid, a.attnum,
    exists (select 1 from pg_constraint k
            where k.contype = 'f' and k.conrelid = c.oid and k.confrelid = 'campaigns'::regclass) as keyed
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
  join pg_attribute a on a.attrelid = c.oid and a.attname = 'campaign_id' and not a.attisdropped
  where c.relkind = 'r'`;

/** A campaign of `status` (and a player) written straight to the database. */
async function newCampaign(db: Db, status: 'DR' | 'AC') {
  const [campaign] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into campaigns (name, type, status, start_date, end_date)
      values (${`Deleted ${randomUUID()}`}, 'tournament', ${status}, now() - interval '1 hour', now() + interval '1 day')
      returning id`),
  );
  const [player] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into players (hash, currency) values (${randomUUID()}, 'EUR') returning id`),
  );
  return { campaignId: campaign.id, playerId: player.id };
}

/** One row of each table the engine writes without a key, as its worker would. */
async function writeEngineRows(db: Db, campaignId: number, playerId: number) {
  await db.execute(
    sql`insert into campaign_participations (campaign_id, player_id) values (${campaignId}, ${playerId})`,
  );
  await db.execute(sql`insert into engine_standings (campaign_id, player_id, points, scored_at)
                       values (${campaignId}, ${playerId}, 10, now())`);
  await db.execute(sql`insert into engine_task_progress (task_kind, task_id, player_id, campaign_id, progress)
                       values ('competition', 1, ${playerId}, ${campaignId}, 1)`);
  await db.execute(sql`insert into engine_mission_progress (mission_id, player_id, campaign_id, times_completed)
                       values (1, ${playerId}, ${campaignId}, 1)`);
}

/** Rows left for the campaign in every table with a campaign column. */
async function rowsFor(db: Db, campaignId: number): Promise<number> {
  let total = 0;
  for (const { table } of rowsOf<{ table: string }>(await db.execute(CAMPAIGN_COLUMNS))) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where campaign_id = ${campaignId}`,
      ),
    );
    total += row.n;
  }
  return total;
}

describe('deleting campaigns', () => {
  let app: FastifyInstance;

  before(async () => {
    app = await build();
  });

  test("every table with a campaign column loses a deleted campaign's rows: by its key or by the trigger", async () => {
    const unhandled = rowsOf<{ table: string }>(
      await app.db.execute(sql`
        select r.table from (${CAMPAIGN_COLUMNS}) r
        where not r.keyed
          and position(format('DELETE FROM %s WHERE campaign_id', r.table)
                       in pg_get_functiondef('campaigns_delete_engine_rows'::regproc)) = 0`),
    );
    assert.deepEqual(unhandled, []);
    const unindexed = rowsOf<{ table: string }>(
      await app.db.execute(sql`
        select r.table from (${CAMPAIGN_COLUMNS}) r
        where not r.keyed
          and not exists (select 1 from pg_index i where i.indrelid = r.relid and i.indkey[0] = r.attnum)`),
    );
    assert.deepEqual(unindexed, [], 'the trigger finds their rows through an index');
  });

  test("a campaign's participations, progress and standings go with it", async () => {
    const { campaignId, playerId } = await newCampaign(app.db, 'DR');
    await writeEngineRows(app.db, campaignId, playerId);
    assert.equal(await rowsFor(app.db, campaignId), 4);
    await app.db.execute(sql`delete from campaigns where id = ${campaignId}`);
    assert.equal(await rowsFor(app.db, campaignId), 0);
  });
});

describe(
  'deleting campaigns while the engine works (PostgreSQL)',
  { skip: url ? false : 'TEST_DATABASE_URL is not set' },
  () => {
    let scratch: ScratchDatabase;
    let app: FastifyInstance;

    before(async () => {
      scratch = await freshDatabase(url ?? '', 'campaigns');
      app = await buildApp(testConfig({ DATABASE_URL: scratch.url }));
      await app.database.migrate();
    });

    after(async () => {
      await app?.close();
      await scratch?.drop();
    });

    test('a deletion waits for the batch that read the campaign, then deletes what it wrote', async () => {
      const { campaignId, playerId } = await newCampaign(app.db, 'AC');
      const event: EngineEvent = {
        id: 0,
        uniqueId: randomUUID(),
        kind: 'login',
        playerId,
        occurredAt: new Date(),
        payload: {},
      };
      let deleted = false;
      let deletion: Promise<unknown> | undefined;
      await app.db.transaction(async (tx) => {
        const batch = await loadBatch(tx, [event], new Date());
        assert.ok(batch.campaigns.some((campaign) => campaign.id === campaignId));
        deletion = app.db.execute(sql`delete from campaigns where id = ${campaignId}`).then(() => {
          deleted = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.equal(deleted, false, 'the deletion waits for the batch');
        await writeEngineRows(tx, campaignId, playerId);
      });
      await deletion;
      assert.equal(await rowsFor(app.db, campaignId), 0);
    });
  },
);
