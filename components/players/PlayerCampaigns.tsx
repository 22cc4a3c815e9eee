import { Form, Formik } from 'formik';
import { useState } from 'react';

import { CampaignStatusBadge } from '@/components/campaigns';
import { FormError } from '@/components/forms/FormError';
import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { applyNestedServerErrors } from '@/components/forms/serverErrors';
import { QueryState } from '@/components/kit/QueryState';
import { DataTable, type Column } from '@/components/lists/DataTable';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { useIsAllowed } from '@/hooks/usePermissions';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { CampaignParticipation, CampaignRef, OptOut, PrizePayout } from '@/types/playerActivity';
import type { Player } from '@/types/players';
import { campaignTypeLabel } from '@/utils/campaignTypes';
import { formatAmount } from '@/utils/format';
import { escapeHtml } from '@/utils/html';
import { PERMISSIONS } from '@/utils/permissions';
import { useGetPlayerStatisticsQuery, useOptInPlayerMutation, useRevokeOptOutMutation } from './activityApi';
import styles from './players.module.scss';

const CAMPAIGN_CHANGERS = [PERMISSIONS.manageAllCampaigns, PERMISSIONS.changeOwnCampaign];

/** Opt the player in to one of the campaigns they may join and have not joined yet. */
function OptInForm({ player, offered }: { player: Player; offered: readonly CampaignRef[] }) {
  const dispatch = useAppDispatch();
  const [optIn] = useOptInPlayerMutation();
  if (offered.length === 0)
    return <p className={styles.muted}>There is no scheduled or active campaign to opt this player in to.</p>;
  return (
    <Formik
      initialValues={{ campaign: String(offered[0].id) }}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const campaign = offered.find((item) => String(item.id) === values.campaign);
        try {
          await optIn({
            campaignId: Number(values.campaign),
            player: player.hash,
            playerId: player.id,
          }).unwrap();
          dispatch(
            messageShown({
              type: 'success',
              content: escapeHtml(`The player has been opted in to ${campaign?.name ?? 'the campaign'}.`),
            }),
          );
        } catch (error) {
          applyNestedServerErrors(error, helpers, ['campaign']);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={styles.inlineForm} aria-label="Opt in to a campaign">
          <FormikSelectField
            name="campaign"
            label="Campaign"
            options={offered.map((item) => ({
              value: String(item.id),
              label: `${item.name} (${campaignTypeLabel(item.type)})`,
            }))}
          />
          <Button type="submit" busy={isSubmitting}>
            Opt in
          </Button>
          <FormError />
        </Form>
      )}
    </Formik>
  );
}

/**
 * The player's campaigns (spec §3 statistics, newest first): those they may join, those they joined with
 * what they did there, the prizes paid with their totals, and their opt-outs, which can be revoked.
 */
export function PlayerCampaigns({ player }: { player: Player }) {
  const query = useGetPlayerStatisticsQuery(player.id);
  const formatDate = useDateTimeFormat();
  const canChange = useIsAllowed({ permissions: CAMPAIGN_CHANGERS });
  const [revoke, { isLoading: revoking }] = useRevokeOptOutMutation();
  const [confirming, setConfirming] = useState<OptOut | null>(null);
  const dispatch = useAppDispatch();

  const campaignColumns: Column<CampaignRef>[] = [
    { key: 'name', header: 'Campaign', rowHeader: true, cell: (item) => item.name },
    { key: 'type', header: 'Type', cell: (item) => campaignTypeLabel(item.type) },
    { key: 'status', header: 'Status', cell: (item) => <CampaignStatusBadge status={item.status} /> },
    { key: 'start', header: 'Start', cell: (item) => formatDate(item.start) },
    { key: 'end', header: 'End', cell: (item) => formatDate(item.end) },
  ];
  const participationColumns: Column<CampaignParticipation>[] = [
    { key: 'name', header: 'Campaign', rowHeader: true, cell: (item) => item.name },
    { key: 'start', header: 'Start', cell: (item) => formatDate(item.start) },
    { key: 'joined', header: 'Joined', cell: (item) => formatDate(item.joined) },
    { key: 'completed', header: 'Completed', cell: (item) => formatDate(item.completed) },
    {
      key: 'turnover',
      header: 'Turnover while it ran',
      align: 'end',
      cell: (item) => formatAmount(item.turnover.amount, item.turnover.currency),
    },
    {
      key: 'prize',
      header: 'Prize paid',
      align: 'end',
      cell: (item) => formatAmount(item.prizePaid.amount, item.prizePaid.currency),
    },
  ];
  const payoutColumns: Column<PrizePayout>[] = [
    { key: 'campaign', header: 'Campaign', rowHeader: true, cell: (item) => item.campaign.name },
    { key: 'created', header: 'Paid', cell: (item) => formatDate(item.created) },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (item) => formatAmount(item.amount, item.currency),
    },
  ];
  const optOutColumns: Column<OptOut>[] = [
    {
      key: 'campaign',
      header: 'Campaign',
      rowHeader: true,
      cell: (item) => item.campaign?.name ?? `Target group ${item.targetGroup}`,
    },
    { key: 'type', header: 'Campaign type', cell: (item) => campaignTypeLabel(item.campaignType) },
    { key: 'created', header: 'Opted out', cell: (item) => formatDate(item.created) },
    ...(canChange
      ? [
          {
            key: 'actions',
            header: 'Actions',
            headerHidden: true,
            align: 'end' as const,
            cell: (item: OptOut) => (
              <Button
                variant="ghost"
                aria-label={`Revoke the opt-out of ${item.campaign?.name ?? `target group ${item.targetGroup}`}`}
                onClick={() => setConfirming(item)}
              >
                Revoke
              </Button>
            ),
          },
        ]
      : []),
  ];

  const confirmRevoke = async (optOut: OptOut) => {
    try {
      await revoke({
        targetGroup: optOut.targetGroup,
        campaignType: optOut.campaignType,
        hash: player.hash,
        playerId: player.id,
      }).unwrap();
      dispatch(messageShown({ type: 'success', content: 'The opt-out has been revoked.' }));
    } catch {
      // The error notice is already up (spec §8).
    } finally {
      setConfirming(null);
    }
  };

  return (
    <QueryState query={query} what="the player's campaigns">
      {(statistics) => {
        const joined = new Set(statistics.campaignsParticipatedIn.map((item) => item.id));
        return (
          <div className={styles.screen}>
            <FigureTiles
              size="medium"
              figures={[
                { label: 'Prize payouts', value: statistics.totalPrizePayouts },
                {
                  label: 'Prizes paid',
                  value: formatAmount(
                    statistics.totalPrizePayoutsCost.amount,
                    statistics.totalPrizePayoutsCost.currency,
                  ),
                },
                { label: 'Campaigns joined', value: statistics.campaignsParticipatedIn.length },
              ]}
            />
            {canChange && (
              <section className={styles.section} aria-label="Opt-in">
                <h2>Opt in</h2>
                <OptInForm
                  player={player}
                  offered={statistics.campaignsEligibleFor.filter((item) => !joined.has(item.id))}
                />
              </section>
            )}
            <DataTable
              caption="Campaigns the player may join"
              columns={campaignColumns}
              rows={statistics.campaignsEligibleFor}
              rowKey={(item) => item.id}
              emptyMessage="No scheduled or active campaign is for this player"
            />
            <DataTable
              caption="Campaigns the player joined"
              columns={participationColumns}
              rows={statistics.campaignsWithStatistics}
              rowKey={(item) => item.id}
              emptyMessage="The player has not joined a campaign"
            />
            <DataTable
              caption="Prize payouts"
              columns={payoutColumns}
              rows={statistics.prizePayouts}
              rowKey={(item) => `${item.campaign.id}-${item.created}`}
              emptyMessage="No prizes paid yet"
            />
            <DataTable
              caption="Opt-outs"
              columns={optOutColumns}
              rows={statistics.optOuts}
              rowKey={(item) => `${item.targetGroup}-${item.campaignType}`}
              emptyMessage="The player has not opted out of any campaign"
            />
            <ConfirmDialog
              open={confirming !== null}
              title="Revoke this opt-out?"
              confirmLabel="Revoke"
              busy={revoking}
              onCancel={() => setConfirming(null)}
              onConfirm={() => confirming && void confirmRevoke(confirming)}
            >
              The player will be offered{' '}
              {confirming ? campaignTypeLabel(confirming.campaignType).toLowerCase() : ''} campaigns of{' '}
              {confirming?.campaign?.name ?? 'this target group'} again.
            </ConfirmDialog>
          </div>
        );
      }}
    </QueryState>
  );
}
