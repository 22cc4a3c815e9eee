import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useState } from 'react';

import { ManualPlayers } from '@/components/campaigns/players/ManualPlayers';
import { PlayersCsvUpload } from '@/components/campaigns/players/PlayersCsvUpload';
import styles from '@/components/campaigns/players/players.module.scss';
import { SelectionSummary } from '@/components/campaigns/players/SelectionSummary';
import { TargetGroupFilters } from '@/components/campaigns/players/TargetGroupFilters';
import { useGetTargetGroupQuery } from '@/components/players/api';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Spinner } from '@/components/ui/Spinner';
import { useBuilder, useBuilderCampaign } from '../BuilderContext';
import builderStyles from '../builder.module.scss';

/**
 * The players step: who the campaign is for. The target group's filters (saved with their own button),
 * players added or removed by hand, a CSV upload of hashes, the count and the export. All but the
 * filters is saved as it is done, so "Continue" only moves on, after asking when filter edits are
 * unsaved.
 */
export function PlayersStep() {
  const campaign = useBuilderCampaign();
  const { readOnly, setDirty, goToNextStep } = useBuilder();
  const groupId = campaign.targetGroup;
  const group = useGetTargetGroupQuery(groupId ?? skipToken);
  const [filtersDirty, setFiltersDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const reportFiltersDirty = useCallback(
    (dirty: boolean) => {
      setFiltersDirty(dirty);
      setDirty(dirty);
    },
    [setDirty],
  );

  // The builder moves on without asking (its other steps move on after a save): this step asks itself.
  const continueAnyway = () => {
    setConfirming(false);
    reportFiltersDirty(false);
    goToNextStep();
  };

  let content;
  if (groupId === null) {
    content = <p className={builderStyles.notice}>This campaign has no player selection.</p>;
  } else if (group.isError && !group.data) {
    content = (
      <div className={styles.state} role="alert">
        <p>The player selection could not be loaded.</p>
        <Button variant="secondary" onClick={() => void group.refetch()}>
          Try again
        </Button>
      </div>
    );
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
        <TargetGroupFilters group={group.data} readOnly={readOnly} onDirtyChange={reportFiltersDirty} />
        <ManualPlayers group={group.data} readOnly={readOnly} />
        {!readOnly && <PlayersCsvUpload campaignId={campaign.id} targetGroupId={group.data.id} />}
      </>
    );
  }

  return (
    <div className={styles.step}>
      {content}
      <div className={builderStyles.actions}>
        <Button onClick={() => (filtersDirty ? setConfirming(true) : goToNextStep())}>Continue</Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Leave without saving?"
        confirmLabel="Continue without saving"
        cancelLabel="Stay on this step"
        danger
        onConfirm={continueAnyway}
        onCancel={() => setConfirming(false)}
      >
        The filters have changes that are not saved. They will be lost if you continue now.
      </ConfirmDialog>
    </div>
  );
}
