/** Spec §3 Tournament and Race value sets, once, for both programs. */

/**
 * How a tournament ranks its players (spec §3 "type"): the points of its tasks added up, the biggest
 * single win, or the biggest win as a multiple of its bet, in the tasks' games.
 */
export const TOURNAMENT_TYPES = ['most_points', 'highest_win', 'highest_multiplier'] as const;
export type TournamentType = (typeof TOURNAMENT_TYPES)[number];

/** Spec §3: a tournament's tasks are gameplay or turnover (a race's too). */
export const COMPETITION_TASK_TYPES = ['gameplay', 'turnover'] as const;
export type CompetitionTaskType = (typeof COMPETITION_TASK_TYPES)[number];
