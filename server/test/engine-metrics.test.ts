import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'node:test';
import { build, wireRound } from './helpers';

const TOKEN = 'metrics-token-0123456789';

describe('engine metrics', () => {
  test('/metrics carries the event backlog and the age of the oldest waiting event', async () => {
    // No worker runs in tests (index.ts starts it): stored events wait.
    const app = await build({ METRICS_TOKEN: TOKEN });
    const scrape = async () =>
      (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
        .body;
    const figure = (body: string, name: string) =>
      Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(body)?.[1] ?? Number.NaN);

    const before = await scrape();
    const waiting = figure(before, 'engine_event_backlog');
    assert.ok(Number.isInteger(waiting), before);
    const result = await app.engine.ingest({ events: [wireRound('p-metrics-1'), wireRound('p-metrics-2')] });
    assert.equal(result.accepted, 2, JSON.stringify(result));
    // The lag counts from the oldest waiting event's arrival: at least this pause.
    await sleep(50);
    const after = await scrape();
    assert.equal(figure(after, 'engine_event_backlog'), waiting + 2);
    assert.ok(figure(after, 'engine_event_lag_seconds') >= 0.05, after);
    assert.match(after, /^# HELP engine_event_lag_seconds /m);
  });
});
