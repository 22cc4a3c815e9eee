/**
 * What the browser spends on the games picker's answer (`GET v1/games/games/?all=true`, every game)
 * after it arrives: the camel-casing of its keys, and storing it in the RTK Query cache (immer's
 * finalisation and freeze). Prints medians of repeated runs; no assertion.
 *
 *   node --import tsx scripts/measure-all-games.ts [games=2000] [runs=15]
 */
import { performance } from 'node:perf_hooks';

import { camelizeKeys, type HumpsProcessor } from 'humps';

import { gamesApi } from '@/components/games/api';
import { makeStore } from '@/store';
import type { AllGames } from '@/types/games';
import { fromWire } from '@/utils/wire';

const GAMES = Number(process.argv[2] ?? 2000);
const RUNS = Number(process.argv[3] ?? 15);

/** An answer shaped as the API sends it (snake_case), with the demo's kind of values. */
function wireAnswer(count: number) {
  const pick = (list: string[], i: number, n: number) => list.filter((_, k) => (i + k) % list.length < n);
  const themes = ['adventure', 'fruit', 'egypt', 'space', 'fantasy', 'classic'];
  const features = ['free_spins', 'bonus_buy', 'megaways', 'jackpot', 'multiplier'];
  return {
    categories: ['slots', 'table', 'live'],
    device_type: ['desktop', 'mobile'],
    features,
    provider: ['NetEnt', 'Pragmatic Play', 'Play’n GO', 'Evolution'],
    themes,
    results: Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      name: `Game ${i + 1}`,
      provider: ['NetEnt', 'Pragmatic Play', 'Play’n GO', 'Evolution'][i % 4],
      category: ['slots', 'table', 'live'][i % 3],
      themes: pick(themes, i, 2),
      features: pick(features, i, 3),
      device_types: i % 5 === 0 ? ['desktop'] : ['desktop', 'mobile'],
      image: `https://cdn.example.com/games/${i + 1}.png`,
      exists_in_external_api: i % 50 !== 0,
    })),
  };
}

const keepUpperCaseKeys: HumpsProcessor = (key, convert, options) =>
  /^[A-Z0-9_]+$/.test(key) ? key : convert(key, options);

/** The median time of `run`, each run on a fresh `setup()` (not timed). */
async function median<T>(
  label: string,
  run: (prepared: T) => unknown,
  setup: () => T = () => undefined as T,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const prepared = setup();
    const start = performance.now();
    await run(prepared);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const value = times[Math.floor(times.length / 2)];
  console.log(`${label.padEnd(58)} ${value.toFixed(2).padStart(7)} ms`);
  return value;
}

/** Stores `answer` as the query's result, through the reducers a fetched answer goes through. */
function upsert(store: ReturnType<typeof makeStore>, answer: AllGames): Promise<unknown> {
  const dispatch = store.dispatch as (thunk: unknown) => Promise<unknown>;
  return dispatch(gamesApi.util.upsertQueryData('getAllGames', undefined, answer));
}
/** A store and an answer to put in it. */
const prepare = (answer: () => AllGames) => () => ({ store: makeStore(), answer: answer() });
const store = ({ store, answer }: ReturnType<ReturnType<typeof prepare>>) => upsert(store, answer);

async function main() {
  const wire = wireAnswer(GAMES);
  console.log(`${GAMES} games, ${JSON.stringify(wire).length} bytes of JSON, median of ${RUNS} runs`);
  const humps = await median(
    'camel case: humps.camelizeKeys',
    () => void camelizeKeys(wire, keepUpperCaseKeys),
  );
  const ours = await median('camel case: fromWire (utils/wire.ts)', () => void fromWire(wire));
  const stored = await median(
    'store: cache entry, immer finalises and deep-freezes',
    store,
    prepare(() => fromWire(wire) as AllGames),
  );
  const frozen = await median(
    'store: answer frozen at its root (as transformResponse does)',
    store,
    prepare(() => Object.freeze(fromWire(wire)) as AllGames),
  );
  console.log(`before: ${(humps + stored).toFixed(1)} ms; after: ${(ours + frozen).toFixed(1)} ms`);
  // Checks the store really holds the answer (and froze it, or not).
  const check = makeStore();
  await upsert(check, fromWire(wire) as AllGames);
  const held = gamesApi.endpoints.getAllGames.select()(check.getState() as never).data;
  console.log(`stored ${held?.results.length} games; a game frozen: ${Object.isFrozen(held?.results[0])}`);
}

void main();
