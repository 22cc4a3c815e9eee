import { StatusBadge } from '@/components/ui/StatusBadge';
import type { ExcludedPlayers, Player } from '@/types/players';
import { formatCount } from '@/utils/format';

/** Responsible gambling's reasons for leaving a player out of every audience, as they read. */
export const EXCLUSION_LABELS: Record<keyof ExcludedPlayers, string> = {
  blocked: 'Blocked',
  selfExcluded: 'Self-excluded',
};

const REASONS = ['blocked', 'selfExcluded'] as const;

/** The reasons that keep `player` out of every campaign (none for a backend that does not say). */
export const exclusionsOf = (player: Pick<Player, 'blocked' | 'selfExcluded'>) =>
  REASONS.filter((reason) => player[reason] === true);

/** A player's responsible-gambling state as labels; `none` when nothing keeps them out. */
export function ExclusionBadges({
  player,
  none = '—',
}: {
  player: Pick<Player, 'blocked' | 'selfExcluded'>;
  none?: string;
}) {
  const reasons = exclusionsOf(player);
  if (reasons.length === 0) return <>{none}</>;
  return (
    <>
      {reasons.map((reason) => (
        <StatusBadge key={reason} tone={reason === 'blocked' ? 'danger' : 'warning'}>
          {EXCLUSION_LABELS[reason]}
        </StatusBadge>
      ))}
    </>
  );
}

/**
 * Why players the selection chose are not in it: responsible gambling leaves blocked and self-excluded
 * players out of every campaign, and no one can switch that off.
 */
export function exclusionSummary(excluded: ExcludedPlayers | undefined): string {
  if (!excluded) return '';
  const parts = (['selfExcluded', 'blocked'] as const)
    .filter((reason) => excluded[reason] > 0)
    .map((reason) => `${formatCount(excluded[reason])} ${EXCLUSION_LABELS[reason].toLowerCase()}`);
  if (parts.length === 0) return 'No player was left out.';
  return `Left out for responsible gambling: ${parts.join(' and ')} (a player may be both). No campaign can include them.`;
}
