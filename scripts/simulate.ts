// `npm run simulate`: realistic activity for the demo players sent through POST v1/events/ with an
// integration key, as an operator's platform would: rounds on the demo games (bets, sometimes wins),
// deposits, sports bets placed and settled, logins and now and then an opt-in.
//
//   EVENTS_PER_SECOND (default 20), DURATION seconds (default 0: until stopped),
//   API_URL (default http://127.0.0.1:$API_PORT), INTEGRATION_KEY (default: the demo's key that the
//   API wrote to $DATA_DIR/demo-integration-key on start).
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const env = process.env;
const rate = Number(env.EVENTS_PER_SECOND ?? env.DEMO_EVENTS_PER_SECOND ?? 20);
const duration = Number(env.DURATION ?? 0);
const apiUrl = (env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? 8000}`).replace(/\/+$/, '');
/** Demo players with history (seed: md5('player-<n>')) and the demo games' ids. */
const PLAYERS = 2000;
const GAMES = 200;
const CAMPAIGNS = 40;
const CURRENCY = 'EUR';
const SPORTS = ['Football', 'Tennis', 'Ice hockey', 'Basketball'];

function integrationKey(): string {
  if (env.INTEGRATION_KEY) return env.INTEGRATION_KEY;
  const file = path.resolve(env.DATA_DIR ?? 'data', 'demo-integration-key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(
      `No INTEGRATION_KEY and no ${file}: start the API with demo data first, or create a key in Settings → Integrations.`,
    );
  }
}

const playerHash = (n: number) => createHash('md5').update(`player-${n}`).digest('hex');
const money = (min: number, max: number) =>
  (min + randomInt(Math.round((max - min) * 100) + 1) / 100).toFixed(2);
const openBets: Array<{ player: string; bet_id: string; stake: string; odds: number; sport: string }> = [];

/** One event of a plausible mix: mostly rounds, some deposits and bets, a few logins and opt-ins. */
function nextEvent(): Record<string, unknown> {
  const player = playerHash(1 + randomInt(PLAYERS));
  const common = { unique_id: randomUUID(), player, occurred_at: new Date().toISOString() };
  const dice = randomInt(1000);
  if (dice < 780) {
    const bet = money(0.2, 10);
    const won = randomInt(100) < 35;
    return {
      kind: 'gameround',
      ...common,
      game: 1 + randomInt(GAMES),
      round_id: randomUUID(),
      bet,
      win: won ? (Number(bet) * (0.5 + randomInt(500) / 100)).toFixed(2) : '0',
      currency: CURRENCY,
    };
  }
  if (dice < 840)
    return { kind: 'deposit', ...common, amount: money(10, 200), currency: CURRENCY, method: 'visa' };
  if (dice < 900) {
    const settling = openBets.length > 20 || (openBets.length > 0 && randomInt(2) === 0);
    if (settling) {
      const bet = openBets.splice(randomInt(openBets.length), 1)[0];
      const won = randomInt(100) < 40;
      return {
        kind: 'sportsbet',
        ...common,
        ...bet,
        currency: CURRENCY,
        status: won ? 'won' : 'lost',
        payout: won ? (Number(bet.stake) * bet.odds).toFixed(2) : '0',
      };
    }
    const bet = {
      player,
      bet_id: randomUUID(),
      stake: money(2, 50),
      odds: 1.2 + randomInt(300) / 100,
      sport: SPORTS[randomInt(SPORTS.length)],
    };
    openBets.push(bet);
    return { kind: 'sportsbet', ...common, ...bet, currency: CURRENCY, status: 'placed' };
  }
  if (dice < 995) return { kind: 'login', ...common };
  return { kind: 'opt_in', ...common, campaign: 1 + randomInt(CAMPAIGNS) };
}

async function main() {
  if (!(rate > 0)) return console.log('simulate: EVENTS_PER_SECOND is 0, nothing to send');
  const key = integrationKey();
  // Batches of about a quarter second of events, the way platforms buffer them.
  const tickMs = 250;
  const started = Date.now();
  let sent = 0;
  let carry = 0;
  console.log(`simulate: ${rate} events/s to ${apiUrl}${duration > 0 ? ` for ${duration} s` : ''}`);
  for (;;) {
    if (duration > 0 && Date.now() - started >= duration * 1000) break;
    carry += (rate * tickMs) / 1000;
    const count = Math.floor(carry);
    carry -= count;
    if (count > 0) {
      const events = Array.from({ length: count }, nextEvent);
      const res = await fetch(`${apiUrl}/v1/events/`, {
        method: 'POST',
        headers: { authorization: `Api-Key ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      }).catch((error: unknown) => ({ status: 0, text: async () => String(error) }));
      if (res.status === 202) sent += events.length;
      else if (res.status === 401) throw new Error('simulate: the integration key was refused (revoked?)');
      else console.error(`simulate: ${res.status} ${(await res.text()).slice(0, 300)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  console.log(`simulate: sent ${sent} events in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
