import type { CompetitionTaskType, TournamentType } from '@/types/competitions';

// Labels only (no form code), so the overview and the list can name things without loading the forms.
export const TOURNAMENT_TYPE_LABELS: Record<TournamentType, string> = {
  most_points: 'Most points',
  highest_win: 'Highest single win',
  highest_multiplier: 'Highest win multiplier',
};

export const COMPETITION_TASK_TYPE_LABELS: Record<CompetitionTaskType, string> = {
  gameplay: 'Gameplay',
  turnover: 'Turnover',
};
