import type { BetSettlement, BetType, TaskType } from '@/types/campaigns';

export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  deposit: 'Deposit',
  gameplay: 'Gameplay',
  netloss: 'Net loss',
  turnover: 'Turnover',
  sportsbet: 'Sports bets',
};

export const BET_TYPE_LABELS: Record<BetType, string> = {
  single: 'Single bets',
  combo: 'Combination bets',
  any: 'Any bet',
};

export const BET_SETTLEMENT_LABELS: Record<BetSettlement, string> = {
  placed: 'it is placed',
  settled: 'it is settled',
  won: 'it is won',
};
