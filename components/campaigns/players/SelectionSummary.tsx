import { useId } from 'react';

import builderStyles from '@/components/campaigns/builder/builder.module.scss';
import { TARGET_GROUP_EXPORT_FILENAME, targetGroupExportUrl, exclusionSummary } from '@/components/players';
import { Button } from '@/components/ui/Button';
import { DownloadButton } from '@/components/ui/DownloadButton';
import type { TargetGroup } from '@/types/players';
import { formatCount } from './playerSelection';
import styles from './players.module.scss';

interface Props {
  group: TargetGroup;
  /** The group is being fetched again. */
  refreshing: boolean;
  onRefresh: () => void;
}

/** How many players the selection holds now (and at its last save), with its export. */
export function SelectionSummary({ group, refreshing, onRefresh }: Props) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        Selected players
      </h4>
      <dl className={builderStyles.facts}>
        <dt>Players selected</dt>
        <dd aria-live="polite">{formatCount(group.playersCount)}</dd>
        {group.lastPlayersCount !== undefined && group.lastPlayersCount !== null && (
          <>
            <dt>At the last save</dt>
            <dd>{formatCount(group.lastPlayersCount)}</dd>
          </>
        )}
        <dt>Added by hand</dt>
        <dd>{formatCount(group.numbersManuallyAddedPlayers)}</dd>
        <dt>Removed by hand</dt>
        <dd>{formatCount(group.numbersManuallyRemovedPlayers)}</dd>
      </dl>
      {group.excludedPlayers && <p className={styles.muted}>{exclusionSummary(group.excludedPlayers)}</p>}
      <div className={builderStyles.actions}>
        <Button variant="secondary" busy={refreshing} onClick={onRefresh}>
          {refreshing ? 'Counting…' : 'Count again'}
        </Button>
        <DownloadButton url={targetGroupExportUrl(group.id)} fallbackName={TARGET_GROUP_EXPORT_FILENAME}>
          Export players
        </DownloadButton>
      </div>
    </section>
  );
}
