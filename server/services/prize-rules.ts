import type { PrizeKind, TaskPrize } from '../db/schema';
import type { ErrorPath, FieldErrorTree } from '../lib/field-errors';
import type { PrizeInputBody } from '../schemas/prizes';
import { RULE_MESSAGES } from './campaign-rules';

/** A prize's stored fields, without where it is stored. */
export type PrizeFields = Omit<TaskPrize, 'id' | 'taskId' | 'position'>;

/** The fields each kind uses (spec §3 prize fields); the others are stored empty. */
const KIND_FIELDS: Record<PrizeKind, ReadonlyArray<keyof PrizeFields>> = {
  cash: ['amount', 'cashAmounts', 'platformBonusId'],
  bonus: ['amount', 'bonusCode', 'wagering', 'platformBonusId', 'eligibleGames'],
  deposit_bonus: ['depositBonusPercentage', 'amount', 'bonusCode', 'wagering', 'platformBonusId'],
  free_spins: [
    'freeSpinsNumber',
    'betLevel',
    'wagering',
    'payWinningsAsBonus',
    'platformBonusId',
    'eligibleGames',
  ],
  catalog_item: ['catalogItemId'],
  fast_track_prize: ['actionGroupId'],
  loot_box: ['lootBoxId'],
  platform_bonus: ['platformBonusId'],
};

/** What a kind cannot be published without, field → message. */
const REQUIRED: Record<PrizeKind, ReadonlyArray<keyof PrizeFields>> = {
  cash: ['amount'],
  bonus: ['amount'],
  deposit_bonus: ['depositBonusPercentage'],
  free_spins: ['freeSpinsNumber'],
  catalog_item: ['catalogItemId'],
  fast_track_prize: ['actionGroupId'],
  loot_box: ['lootBoxId'],
  platform_bonus: ['platformBonusId'],
};

const WIRE_NAMES: Record<keyof PrizeFields, string> = {
  kind: 'kind',
  amount: 'amount',
  cashAmounts: 'cash_amounts',
  depositBonusPercentage: 'deposit_bonus_percentage',
  bonusCode: 'bonus_code',
  freeSpinsNumber: 'free_spins_number',
  betLevel: 'bet_level',
  wagering: 'wagering',
  payWinningsAsBonus: 'pay_winnings_as_bonus',
  eligibleGames: 'eligible_games',
  catalogItemId: 'catalog_item_id',
  platformBonusId: 'platform_bonus_id',
  lootBoxId: 'loot_box_id',
  actionGroupId: 'action_group_id',
};

const EMPTY: Omit<PrizeFields, 'kind'> = {
  amount: null,
  cashAmounts: {},
  depositBonusPercentage: null,
  bonusCode: null,
  freeSpinsNumber: null,
  betLevel: null,
  wagering: null,
  payWinningsAsBonus: false,
  eligibleGames: [],
  catalogItemId: null,
  platformBonusId: null,
  lootBoxId: null,
  actionGroupId: null,
};

/** A prize body as stored: only its kind's fields, the others empty. */
export function prizeFields(input: PrizeInputBody): PrizeFields {
  const given: Omit<PrizeFields, 'kind'> = {
    amount: input.amount ?? null,
    cashAmounts: input.cash_amounts ?? {},
    depositBonusPercentage: input.deposit_bonus_percentage ?? null,
    bonusCode: input.bonus_code?.trim() || null,
    freeSpinsNumber: input.free_spins_number ?? null,
    betLevel: input.bet_level ?? null,
    wagering: input.wagering ?? null,
    payWinningsAsBonus: input.pay_winnings_as_bonus ?? false,
    eligibleGames: [...new Set(input.eligible_games ?? [])],
    catalogItemId: input.catalog_item_id ?? null,
    platformBonusId: input.platform_bonus_id ?? null,
    lootBoxId: input.loot_box_id ?? null,
    actionGroupId: input.action_group_id ?? null,
  };
  const fields: PrizeFields = { kind: input.kind, ...EMPTY };
  for (const key of KIND_FIELDS[input.kind])
    Object.assign(fields, { [key]: given[key as keyof typeof given] });
  return fields;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** What a published campaign needs of its prizes: at least one, each with its kind's required fields. */
export function checkPrizesComplete(
  prizes: PrizeFields[],
  errors: FieldErrorTree,
  path: ErrorPath,
  noneMessage: string = RULE_MESSAGES.noPrizes,
): void {
  if (prizes.length === 0) {
    errors.add(path, noneMessage);
    return;
  }
  prizes.forEach((prize, index) => {
    for (const field of REQUIRED[prize.kind])
      if (isBlank(prize[field])) errors.add([...path, index, WIRE_NAMES[field]], RULE_MESSAGES.required);
  });
  errors.padList(path, prizes.length);
}
