import { sql, type SQL } from 'drizzle-orm';

/**
 * Which leaderboard rows rank (standings `s` joined with players `p`, or the aliases given): scored
 * players outside the control group who were not excluded by `at` (the campaign's end for the final
 * standings, now for the live board).
 */
export function ranks(at: SQL, standing = 's', player = 'p'): SQL {
  const s = sql.raw(standing);
  const p = sql.raw(player);
  return sql`not ${s}.control_group and ${s}.points > 0
    and (case when ${p}.excluded_since is not null then ${p}.excluded_since > ${at}
              else not (${p}.blocked or ${p}.self_excluded) end)`;
}

/** Points, then the earlier score, then the player: a position is never shared. */
export const RANK_ORDER = sql`s.points desc, s.scored_at, s.player_id`;

/** Whether standing `ahead` ranks before standing `s` (the same order as RANK_ORDER). */
export const ranksBefore = (ahead: string) => {
  const a = sql.raw(ahead);
  return sql`(${a}.points > s.points or (${a}.points = s.points and (${a}.scored_at < s.scored_at
    or (${a}.scored_at = s.scored_at and ${a}.player_id < s.player_id))))`;
};
