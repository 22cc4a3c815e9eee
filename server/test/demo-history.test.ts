import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build, signInAs, type AuthedInject } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

before(async () => {
  app = await build();
  admin = await signInAs(app, 'admin');
});

describe('the demo history is made by the engine', () => {
  test('its past activity was stored as events and every one applied; each participant sent one', async () => {
    const [events] = await rows<{ stored: number; waiting: number }>(
      sql`select count(*)::int as stored,
          count(*) filter (where exists (select 1 from player_event_queue q where q.event_id = e.id))::int as waiting
        from player_events e where unique_id like 'demo-history-%'`,
    );
    assert.ok(events.stored > 1000, `${events.stored} demo events`);
    assert.equal(events.waiting, 0);
    const [orphans] = await rows<{ n: number }>(
      sql`select count(*)::int as n from campaign_participations cp
        where not exists (select 1 from player_events e where e.player_id = cp.player_id)`,
    );
    assert.equal(orphans.n, 0, 'no participation without an event of its player');
    const [cost] = await rows<{ mismatched: number; costly: number }>(
      sql`select count(*) filter (where round(c.cost::numeric, 2) <> round(coalesce(a.total, 0)::numeric, 2))::int as mismatched,
          count(*) filter (where c.cost > 0)::int as costly
        from campaigns c left join (select campaign_id, sum(value) as total from engine_awards
          where cancelled is null group by campaign_id) a on a.campaign_id = c.id
        where c.status in ('AC', 'FI') and not c.is_template`,
    );
    assert.equal(cost.mismatched, 0, "each campaign's cost is the sum of the engine's awards");
    assert.ok(cost.costly > 0, 'some campaigns awarded prizes');
  });

  test("a finished campaign's statistics, its live figures and the marketing report show those figures", async () => {
    const [finished] = await rows<{ id: number; participants: number }>(
      sql`select c.id, (select count(*)::int from campaign_participations p where p.campaign_id = c.id) as participants
        from campaigns c where c.name = 'Weekend Mission (finished)'`,
    );
    assert.ok(finished.participants > 0);
    const statistics = await admin({
      method: 'GET',
      url: `/v1/campaigns/campaigns/${finished.id}/statistics/`,
    });
    assert.equal(statistics.statusCode, 200, statistics.body);
    assert.ok(statistics.json().series.length > 0);
    const live = await admin({ method: 'GET', url: `/v1/campaigns/campaigns/${finished.id}/live/` });
    assert.equal(live.statusCode, 200, live.body);
    assert.equal(live.json().participants, finished.participants);

    const marketing = await admin({
      method: 'GET',
      url: `/v1/reports/marketing/?start=${day(-180)}&end=${day(0)}`,
    });
    assert.equal(marketing.statusCode, 200, marketing.body);
    const report = marketing.json();
    assert.ok(report.totals.participants > 0);
    assert.ok(report.totals.cost > 0);
    assert.ok(report.days.some((row: { participants: number }) => row.participants > 0));
  });
});
