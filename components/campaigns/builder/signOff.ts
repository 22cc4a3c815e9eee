import type { CampaignDetail, MissionTask, Prize } from '@/types/campaigns';
import { formatAmount, formatCount } from '@/utils/format';
import { PRIZE_KIND_LABELS } from '../prizes/prizeForm';

/**
 * The overview as a manager signs it off: every task, place and drop with its prizes and their value,
 * the games that count, and what the campaign may cost. Money is in the casino's base currency, the
 * currency prize amounts are entered in.
 */

/** A prize's worth in the base currency; null when it has no money value here (a catalog item …). */
export function prizeValue(prize: Prize): number | null {
  switch (prize.kind) {
    case 'cash':
    case 'bonus':
    case 'deposit_bonus': // at most its maximum bonus amount
      return prize.amount;
    case 'free_spins':
      return prize.freeSpinsNumber !== null && prize.betLevel !== null
        ? prize.freeSpinsNumber * prize.betLevel
        : null;
    default:
      return null;
  }
}

/** "25.00 EUR cash", "10 free spins at 0.20 EUR", "50% deposit bonus up to 100.00 EUR". */
export function prizeText(prize: Prize, currency: string): string {
  const money = (value: number | null) => (value === null ? '?' : formatAmount(value, currency));
  switch (prize.kind) {
    case 'cash':
      return `${money(prize.amount)} cash`;
    case 'bonus':
      return `${money(prize.amount)} bonus`;
    case 'deposit_bonus':
      return `${prize.depositBonusPercentage ?? '?'}% deposit bonus up to ${money(prize.amount)}`;
    case 'free_spins':
      return `${prize.freeSpinsNumber ?? '?'} free spins${prize.betLevel === null ? '' : ` at ${money(prize.betLevel)}`}`;
    default:
      return PRIZE_KIND_LABELS[prize.kind];
  }
}

const prizesText = (prizes: Prize[], currency: string) =>
  prizes.length === 0 ? 'No prize yet' : prizes.map((prize) => prizeText(prize, currency)).join(' + ');

const gamesText = (games: number[] | undefined) =>
  games === undefined
    ? null
    : games.length === 0
      ? 'no games chosen yet'
      : `${formatCount(games.length)} games`;

export interface SignOffItem {
  label: string;
  prizes: string;
  /** The games whose play counts, where the item has any. */
  games: string | null;
}

/** What the prizes may cost: `expected` where the winners are known, else the `maximum`. */
export interface CostEstimate {
  amount: number;
  basis: 'expected' | 'maximum';
  /** How the figure was reached, in a sentence. */
  reason: string;
  /** Prizes without a money value, left out of the figure. */
  unvalued: number;
}

export interface SignOff {
  items: SignOffItem[];
  cost: CostEstimate | null;
}

/** The sum of the prizes' values, and how many had none. */
function worth(prizes: Prize[]): { sum: number; unvalued: number } {
  return prizes.reduce(
    (total, prize) => {
      const value = prizeValue(prize);
      return value === null
        ? { ...total, unvalued: total.unvalued + 1 }
        : { ...total, sum: total.sum + value };
    },
    { sum: 0, unvalued: 0 },
  );
}

const taskLabel = (task: MissionTask, index: number, labels: Record<string, string>) =>
  `Task ${index + 1}: ${labels[task.type] ?? task.type}`;

/**
 * The sign-off of `campaign`; `audience` is its players' count when known (a mission's winners are
 * not known beforehand: at most every player completes every task, as often as it repeats).
 */
export function signOffOf(
  campaign: CampaignDetail,
  audience: number | null,
  currency: string,
  taskLabels: Record<string, string>,
): SignOff {
  const missions = campaign.missions ?? (campaign.mission ? [campaign.mission] : []);
  if (missions.length > 0) {
    const items: SignOffItem[] = [];
    let perPlayer = 0;
    let unvalued = 0;
    missions.forEach((mission, missionIndex) => {
      const prefix = missions.length > 1 ? `Mission ${missionIndex + 1}, ` : '';
      const repeats = mission.repeatable ? (mission.repeatCount ?? 1) : 1;
      mission.tasks.forEach((task, index) => {
        items.push({
          label: prefix + taskLabel(task, index, taskLabels),
          prizes: prizesText(task.prizes, currency),
          games: task.type === 'gameplay' || task.type === 'turnover' ? gamesText(task.games) : null,
        });
        const value = worth(task.prizes);
        perPlayer += value.sum * repeats;
        unvalued += value.unvalued;
      });
    });
    return {
      items,
      cost:
        audience === null
          ? null
          : {
              amount: perPlayer * audience,
              basis: 'maximum',
              reason: `every one of the ${formatCount(audience)} players completing every task`,
              unvalued,
            },
    };
  }
  const competition = campaign.tournament ?? campaign.race;
  if (competition) {
    const items: SignOffItem[] = competition.places.map((place) => {
      const winners = place.upperPosition - place.lowerPosition + 1;
      const range =
        winners === 1
          ? `Place ${place.lowerPosition}`
          : `Places ${place.lowerPosition}–${place.upperPosition}`;
      return {
        label: range,
        prizes: `${prizesText(place.prizes, currency)}${winners > 1 ? ' each' : ''}`,
        games: null,
      };
    });
    competition.tasks.forEach((task, index) =>
      items.push({
        label: `Task ${index + 1}`,
        prizes: `${task.points ?? '?'} points`,
        games: gamesText(task.games),
      }),
    );
    const totals = competition.places.map((place) => {
      const value = worth(place.prizes);
      const winners = place.upperPosition - place.lowerPosition + 1;
      return { sum: value.sum * winners, unvalued: value.unvalued };
    });
    return {
      items,
      cost: {
        amount: totals.reduce((sum, total) => sum + total.sum, 0),
        basis: 'expected',
        reason: "each place's prizes times its winners",
        unvalued: totals.reduce((sum, total) => sum + total.unvalued, 0),
      },
    };
  }
  const drop = campaign.prizeDrop;
  if (drop) {
    const items = drop.prizes.map((item, index) => ({
      label: `Prize ${index + 1}, dropped ${item.quantity} ×`,
      prizes: prizeText(item.prize, currency),
      games: index === 0 ? (drop.allGames ? 'all games' : gamesText(drop.games)) : null,
    }));
    let amount = 0;
    let unvalued = 0;
    for (const item of drop.prizes) {
      const value = prizeValue(item.prize);
      if (value === null) unvalued += 1;
      else amount += value * item.quantity;
    }
    return { items, cost: { amount, basis: 'expected', reason: 'each prize times its drops', unvalued } };
  }
  const jackpot = campaign.jackpot;
  if (jackpot?.maxPayout !== null && jackpot?.maxPayout !== undefined)
    return {
      items: [],
      cost: { amount: jackpot.maxPayout, basis: 'maximum', reason: 'the jackpot’s max payout', unvalued: 0 },
    };
  return { items: [], cost: null };
}
