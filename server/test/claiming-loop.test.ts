import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createClaimingLoop } from '../lib/claiming-loop';

/** Longer than any test waits: a round that starts proves no pause came before it. */
const NEVER_MS = 60_000;
const log = { error: () => undefined, warn: () => undefined };

/**
 * A loop over a scripted queue: each round takes up to `batch` of what waits and answers how many it
 * took; `roundStarted` resolves when the n-th round begins, `release` lets a round held open finish.
 */
function scriptedLoop(options: { batch: number; holdRound?: number }) {
  let waiting = 0;
  let rounds = 0;
  const started: Array<() => void> = [];
  const startedPromises: Promise<void>[] = [];
  let release: () => void = () => undefined;
  const roundStarted = (n: number) => {
    while (startedPromises.length <= n)
      startedPromises.push(new Promise<void>((resolve) => started.push(resolve)));
    return startedPromises[n];
  };
  const loop = createClaimingLoop<number>({
    async round() {
      const n = rounds;
      rounds += 1;
      roundStarted(n);
      started[n]();
      if (n === options.holdRound) await new Promise<void>((resolve) => (release = resolve));
      const taken = Math.min(options.batch, waiting);
      waiting -= taken;
      return taken;
    },
    full: (taken) => taken === options.batch,
    idle: 0,
    pollMs: NEVER_MS,
    retryMs: NEVER_MS,
    log,
    failureMessage: 'round failed',
  });
  return {
    loop,
    store: (events: number) => (waiting += events),
    roundStarted,
    release: () => release(),
    rounds: () => rounds,
  };
}

describe('claiming loop', () => {
  test(
    'a full round is followed at once by the next; a partial one waits for a wake',
    { timeout: 5_000 },
    async () => {
      const scripted = scriptedLoop({ batch: 10 });
      scripted.store(25);
      scripted.loop.start();
      // 10, 10, then 5 (partial): three rounds without a pause, then it waits.
      await scripted.roundStarted(2);
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(scripted.rounds(), 3);
      scripted.store(3);
      scripted.loop.wake();
      await scripted.roundStarted(3);
      await scripted.loop.stop();
    },
  );

  test(
    'work stored while a round is in hand starts the next round at once, without the pause',
    { timeout: 5_000 },
    async () => {
      const scripted = scriptedLoop({ batch: 10, holdRound: 0 });
      scripted.loop.start();
      await scripted.roundStarted(0);
      // The ingest stores events and wakes the loop while its round is still running.
      scripted.store(4);
      scripted.loop.wake();
      scripted.release();
      // The round took the 4 (partial): before, the wake was lost and the next look came a poll later.
      await scripted.roundStarted(1);
      await scripted.loop.stop();
    },
  );

  test('stop lets the round in hand finish', { timeout: 5_000 }, async () => {
    const scripted = scriptedLoop({ batch: 10, holdRound: 0 });
    scripted.store(10);
    scripted.loop.start();
    await scripted.roundStarted(0);
    const stopped = scripted.loop.stop();
    scripted.release();
    await stopped;
    assert.equal(scripted.rounds(), 1);
    assert.equal(scripted.loop.started, false);
  });
});
