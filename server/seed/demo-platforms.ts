import { eq } from 'drizzle-orm';
import type { PlatformCodename } from '../../contract/platforms';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { casinos, type PlatformConfiguration } from '../db/schema';
import type { StandInRecord } from '../repositories/platform-stand-in';
import { createRepositories } from '../repositories';
import { defaultCasino } from './base';

const record = (
  platform: PlatformCodename,
  collection: string,
  data: Record<string, unknown>,
): StandInRecord => ({
  platform,
  collection,
  id: String(data.id ?? data.game_id),
  data,
});

const BOX_IMAGE = (name: string) => `https://images.example.com/loot-boxes/${name}.png`;

/** The stand-in platforms' records: what the demo's fasttrack, themill, mystino and rival answer. */
export const DEMO_PLATFORM_RECORDS: readonly StandInRecord[] = [
  ...[
    { id: 11, name: 'Welcome journey' },
    { id: 12, name: 'Weekend reload' },
    { id: 13, name: 'VIP cashback' },
    { id: 14, name: 'Win-back free spins' },
  ].map((group) => record('fasttrack', 'action-groups', group)),
  ...[
    { id: 'seg-new', name: 'New depositors', players_count: 1240 },
    { id: 'seg-vip', name: 'VIP gold and above', players_count: 86 },
    { id: 'seg-dormant', name: 'Dormant 30 days', players_count: 3920 },
    { id: 'seg-sports', name: 'Sports bettors', players_count: 2175 },
  ].map((segment) => record('fasttrack', 'segments', segment)),
  ...[
    { id: 'tm-bonus-100', name: '100% deposit match', type: 'bonus_money' },
    { id: 'tm-bonus-25', name: '€25 bonus money', type: 'bonus_money' },
    { id: 'tm-fs-50', name: '50 free spins', type: 'free_spins' },
    { id: 'tm-fs-20', name: '20 free spins', type: 'free_spins' },
    { id: 'tm-cash-10', name: '€10 cash', type: 'cash' },
  ].map((bonus) => record('themill', 'bonuses', bonus)),
  ...[
    { id: 1, name: 'Bronze box', description: 'Small rewards for every player.', rewards_count: 5 },
    { id: 2, name: 'Silver box', description: 'Free spins and bonus money.', rewards_count: 8 },
    { id: 3, name: 'Gold box', description: 'The big rewards, for VIP players.', rewards_count: 12 },
    { id: 4, name: 'Holiday box', description: 'Seasonal rewards.', rewards_count: 6, is_active: false },
  ].map(({ is_active = true, ...box }) =>
    record('themill', 'boxes', { ...box, image: BOX_IMAGE(box.name.split(' ')[0].toLowerCase()), is_active }),
  ),
  ...[
    { id: 1, name: 'No wagering', multiplier: 0 },
    { id: 2, name: 'Light (10x)', multiplier: 10 },
    { id: 3, name: 'Standard (35x)', multiplier: 35 },
    { id: 4, name: 'High (50x)', multiplier: 50 },
  ].map((wagering) => record('mystino', 'predefined-wagerings', wagering)),
  // Bet levels of the first demo games (ids 1 to 20 are seeded with the games).
  ...Array.from({ length: 20 }, (_, index) =>
    record('rival', 'bet-amounts', {
      game_id: index + 1,
      bet_amounts: index % 2 === 0 ? [0.1, 0.2, 0.5, 1, 2, 5] : [0.2, 0.4, 1, 2, 4],
    }),
  ),
];

/** Bonus ids the demo casino offers per platform: themill's are its bonuses, the others plain numbers. */
export function demoPlatformConfiguration(codename: PlatformCodename, config: Config): PlatformConfiguration {
  const base = defaultCasino(config).platformConfiguration;
  if (codename === 'themill') {
    return {
      ...base,
      bonus_prizes_bonus_ids: ['tm-bonus-100', 'tm-bonus-25'],
      cash_prizes_bonus_ids: ['tm-cash-10'],
      free_spins_bonus_ids: ['tm-fs-50', 'tm-fs-20'],
    };
  }
  return {
    ...base,
    bonus_prizes_bonus_ids: [1001, 1002, 1003],
    cash_prizes_bonus_ids: [2001, 2002],
    free_spins_bonus_ids: [3001, 3002, 3003],
  };
}

/**
 * The demo's platforms: every stand-in record not there yet, and the demo casino on DEMO_PLATFORM
 * (restarting the demo with another codename switches it, with that platform's bonus ids; prize
 * settings edited on the old platform are replaced by the defaults).
 */
export async function seedDemoPlatforms(db: Executor, config: Config): Promise<void> {
  await db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    await repos.platformStandIn.ensure(DEMO_PLATFORM_RECORDS, tx);
    const casino = await repos.casino.get(tx);
    if (!casino || casino.platformCodename === config.demoPlatform) return;
    await tx
      .update(casinos)
      .set({
        platformCodename: config.demoPlatform,
        platformConfiguration: demoPlatformConfiguration(config.demoPlatform, config),
        updated: new Date(),
      })
      .where(eq(casinos.id, casino.id));
  });
}
