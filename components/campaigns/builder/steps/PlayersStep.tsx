import { skipToken } from '@reduxjs/toolkit/query';

import { LoadFailed } from '@/components/kit/QueryState';
import { ManualPlayers } from '@/components/campaigns/players/ManualPlayers';
import { PlayersCsvUpload } from '@/components/campaigns/players/PlayersCsvUpload';
import styles from '@/components/campaigns/players/players.module.scss';
import { SelectionSummary } from '@/components/campaigns/players/SelectionSummary';
import { TargetGroupFilters } from '@/components/campaigns/players/TargetGroupFilters';
import { useGetTargetGroupQuery } from '@/components/players';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { useBuilder, useBuilderCampaign } from '../BuilderContext';
import builderStyles from '../builder.module.scss';

/**
 * The players step: who the campaign is for. The target group's filters (saved with their own button),
 * players added or removed by hand, a CSV upload of hashes, the count and the export. All but the
 * filters is saved as it is done, so "Continue" only moves on (the builder asks first while filter
 * edits are unsaved).
 */
export function PlayersStep() {
  const campaign = useBuilderCampaign();
  const { readOnly, goToNextStep } = useBuilder();
  const groupId = campaign.targetGroup;
  const group = useGetTargetGroupQuery(groupId ?? skipToken);
  let content;
  if (groupId === null) {
    content = <p className={builderStyles.notice}>This campaign has no player selection.</p>;
  } else if (group.isError && !group.data) {
    content = <LoadFailed what="the player selection" onRetry={() => void group.refetch()} />;
  } else if (!group.data) {
    content = <Spinner label="Loading the player selection" />;
  } else {
    content = (
      <>
        <SelectionSummary
          group={group.data}
          refreshing={group.isFetching}
          onRefresh={() => void group.refetch()}
        />
        <TargetGroupFilters group={group.data} readOnly={readOnly} />
        <ManualPlayers group={group.data} readOnly={readOnly} />
        {!readOnly && <PlayersCsvUpload campaignId={campaign.id} targetGroupId={group.data.id} />}
      </>
    );
  }

  return (
    <div className={styles.step}>
      {content}
      <div className={builderStyles.actions}>
        <Button onClick={goToNextStep}>Continue</Button>
      </div>
    </div>
  );
}
