import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useCallback, useState } from 'react';

import { listPageData } from '@/components/kit/listPageData';
import { ResourceListScreen } from '@/components/kit/ResourceListScreen';
import type { Column } from '@/components/lists/DataTable';
import type { FilterField } from '@/components/lists/ListFilters';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DownloadButton } from '@/components/ui/DownloadButton';
import { MenuButton, type MenuItem } from '@/components/ui/MenuButton';
import type { SelectOption } from '@/components/ui/SelectField';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { useBaseCurrency } from '@/hooks/useBaseCurrency';
import { defineList, useListParams } from '@/hooks/useListParams';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import { CAMPAIGN_STATUSES } from '@/contract/campaigns';
import type {
  CampaignCreator,
  CampaignListItem,
  CampaignMonitoredItem,
  CampaignStatusChange,
  CountedStatus,
} from '@/types/campaigns';
import { formatAmount, formatCount, formatMoney } from '@/utils/format';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import {
  CAMPAIGNS_EXPORT_FILENAME,
  CAMPAIGNS_EXPORT_URL,
  campaignListApi,
  campaignListParams,
  useCopyCampaignMutation,
  useDeleteCampaignMutation,
  useGetCampaignsQuery,
  type CampaignFilters,
} from './listApi';
import { campaignActionLabel, campaignActions, isCommonAction, type CampaignAction } from './campaignActions';
import { CAMPAIGN_TYPE_TABLE, campaignTypeLabel } from '@/utils/campaignTypes';
import { CAMPAIGN_STATUS_LABELS } from './campaignLabels';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import { CampaignStatusCounts } from './CampaignStatusCounts';
import { CAMPAIGN_MESSAGES } from './campaignMessages';
import { MAKE_A_COPY, SAVE_AS_TEMPLATE, type CopyPurpose } from './copyPurposes';
import { useCampaignActionContext } from './useCampaignActions';
import { useCampaignStatusChange } from './useCampaignStatusChange';
import type { TypeActionRun } from './types/registry';
import { TypeActionDialogHost } from './types/TypeActionDialogHost';

// A form (formik and yup) the list needs only when a copy is asked for: loaded then.
const CopyCampaignDialog = dynamic(() => import('./CopyCampaignDialog').then((m) => m.CopyCampaignDialog), {
  ssr: false,
});

/** The status filter: one option per label (RF is scheduled too, but the API filters by SC). */
const STATUS_OPTIONS: SelectOption[] = CAMPAIGN_STATUSES.map((code: CountedStatus) => ({
  value: code,
  label: CAMPAIGN_STATUS_LABELS[code],
}));

/** The type filter's options, in the order the app offers the types. */
const TYPE_OPTIONS: SelectOption[] = CAMPAIGN_TYPE_TABLE.map(({ code, label }) => ({ value: code, label }));

const CAMPAIGNS_LIST = defineList<CampaignFilters>({
  filters: { search: '', status: '', type: '', creator: '', start_after: '', start_before: '' },
  // Staff monitor running campaigns here: a screenful by default, more on request.
  limit: 25,
  pageSizes: [10, 25, 50, 100],
});

/** "120.00 of 500.00 EUR": the cost against its alarm, or the cost alone without one. */
function costText({ cost, costAlarm }: CampaignMonitoredItem, currency: string): string {
  return costAlarm === null
    ? formatAmount(cost, currency)
    : `${formatMoney(cost)} of ${formatAmount(costAlarm, currency)}`;
}

/** The list's first page comes with the page's HTML (the page's `serverData`). */
export const campaignsPageData = listPageData(CAMPAIGNS_LIST, (query) =>
  campaignListApi.endpoints.getCampaigns.initiate(query),
);

/** The creator filter: the page's creators, and the chosen one while the page that names it loads. */
function creatorOptions(creators: readonly CampaignCreator[] | undefined, chosen: string): SelectOption[] {
  const options = (creators ?? []).map((creator) => ({ value: String(creator.id), label: creator.name }));
  if (chosen && !options.some((option) => option.value === chosen))
    options.push({ value: chosen, label: creators ? 'Unknown creator' : 'Loading…' });
  return [{ value: '', label: 'All creators' }, ...options];
}

type Confirming = { action: 'publish' | 'cancel' | 'delete'; campaign: CampaignListItem };

/** Spec §2 /campaigns/list: campaigns filtered in the URL, counted by status, acted on row by row. */
export function CampaignsScreen() {
  const dispatch = useAppDispatch();
  const formatDate = useDateTimeFormat();
  const currency = useBaseCurrency();
  const actionContext = useCampaignActionContext();

  const list = useListParams(CAMPAIGNS_LIST);
  const result = useGetCampaignsQuery(list.query, {
    skip: !list.ready,
  });
  const { data } = result;
  const changeStatus = useCampaignStatusChange();
  const [deleteCampaign] = useDeleteCampaignMutation();
  const [copyCampaign] = useCopyCampaignMutation();

  const [pendingId, setPendingId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [copying, setCopying] = useState<{ campaign: CampaignListItem; purpose: CopyPurpose } | null>(null);
  const [runningTypeAction, setRunningTypeAction] = useState<TypeActionRun | null>(null);
  const closeConfirm = useCallback(() => setConfirming(null), []);
  const closeCopy = useCallback(() => setCopying(null), []);

  const success = (content: string) => dispatch(messageShown({ type: 'success', content }));

  const runStatusChange = async (campaign: CampaignListItem, status: CampaignStatusChange) => {
    setPendingId(campaign.id);
    await changeStatus(campaign.id, status);
    setPendingId(null);
    setConfirming(null);
  };

  const runDelete = async (campaign: CampaignListItem) => {
    setPendingId(campaign.id);
    try {
      await deleteCampaign(campaign.id).unwrap();
      success(CAMPAIGN_MESSAGES.deleted);
    } catch {
      // The error notice is already up (spec §8).
    } finally {
      setPendingId(null);
      setConfirming(null);
    }
  };

  const saveCopy = async (id: number, name: string) => {
    const isTemplate = copying?.purpose.isTemplate;
    await copyCampaign({ id, name, isTemplate }).unwrap();
    setCopying(null);
    success(isTemplate ? CAMPAIGN_MESSAGES.templateSaved : CAMPAIGN_MESSAGES.created);
    // Newest first: the copy heads the first page.
    if (!isTemplate && list.offset > 0) list.setOffset(0);
  };

  const menuItem = (campaign: CampaignListItem, action: CampaignAction): MenuItem => {
    const base = { key: action, label: campaignActionLabel(action, campaign.type) };
    if (!isCommonAction(action))
      return { ...base, danger: true, onSelect: () => setRunningTypeAction({ campaign, action }) };
    switch (action) {
      case 'edit':
        return { ...base, href: routes.campaigns.edit(campaign.id) };
      case 'statistics':
        return { ...base, href: routes.campaigns.statistics(campaign.id) };
      case 'publish':
        return { ...base, onSelect: () => setConfirming({ action, campaign }) };
      case 'backToDraft':
        return { ...base, onSelect: () => void runStatusChange(campaign, 'DR') };
      case 'copy':
        return { ...base, onSelect: () => setCopying({ campaign, purpose: MAKE_A_COPY }) };
      case 'saveAsTemplate':
        return { ...base, onSelect: () => setCopying({ campaign, purpose: SAVE_AS_TEMPLATE }) };
      case 'cancel':
      case 'delete':
        return { ...base, danger: true, onSelect: () => setConfirming({ action, campaign }) };
    }
  };

  const filterFields: FilterField<keyof CampaignFilters>[] = [
    { name: 'search', label: 'Search', type: 'search', placeholder: 'Campaign name' },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: [{ value: '', label: 'All statuses' }, ...STATUS_OPTIONS],
    },
    {
      name: 'type',
      label: 'Type',
      type: 'select',
      options: [{ value: '', label: 'All types' }, ...TYPE_OPTIONS],
    },
    {
      name: 'creator',
      label: 'Creator',
      type: 'select',
      options: creatorOptions(data?.creators, list.filters.creator),
    },
    { name: 'start_after', label: 'Start after', type: 'date' },
    { name: 'start_before', label: 'Start before', type: 'date' },
  ];

  const date = (value: string | null) =>
    value ? <time dateTime={value}>{formatDate(value)}</time> : formatDate(value);

  const columns: Column<CampaignMonitoredItem>[] = [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      // Every campaign opens in its builder, read-only where it may not be edited.
      wrap: true,
      cell: (campaign) => (
        <Link href={routes.campaigns.edit(campaign.id)} prefetch={false}>
          {campaign.name}
        </Link>
      ),
    },
    // "Sportsbook mission" wraps: one word per line is enough for a type.
    { key: 'type', header: 'Type', wrap: true, cell: (campaign) => campaignTypeLabel(campaign.type) },
    { key: 'status', header: 'Status', cell: (campaign) => <CampaignStatusBadge status={campaign.status} /> },
    // Before the dates and the figures, so that it is in view on a 1366 px screen too.
    { key: 'creator', header: 'Creator', wrap: true, cell: (campaign) => campaign.creator?.name ?? '—' },
    { key: 'start', header: 'Start', wrap: true, cell: (campaign) => date(campaign.startDate) },
    { key: 'end', header: 'End', wrap: true, cell: (campaign) => date(campaign.endDate) },
    {
      key: 'participants',
      header: 'Participants',
      align: 'end',
      cell: (campaign) => formatCount(campaign.participants),
    },
    {
      key: 'cost',
      header: 'Cost / alarm',
      align: 'end',
      wrap: true,
      cell: (campaign) => {
        const over = campaign.costAlarm !== null && campaign.cost > campaign.costAlarm;
        // Over the alarm is said in words, not by colour alone.
        return over ? (
          <strong>{`${costText(campaign, currency)} (over)`}</strong>
        ) : (
          costText(campaign, currency)
        );
      },
    },
    {
      key: 'audience',
      header: 'Audience',
      align: 'end',
      cell: (campaign) => (campaign.audienceSize === null ? '—' : formatCount(campaign.audienceSize)),
    },
    {
      key: 'actions',
      header: 'Actions',
      headerHidden: true,
      align: 'end',
      sticky: 'end',
      cell: (campaign) => {
        const items = campaignActions(campaign, actionContext).map((action) => menuItem(campaign, action));
        return items.length === 0 ? null : (
          <MenuButton
            label="Actions"
            accessibleLabel={`Actions for ${campaign.name}`}
            items={items}
            busy={pendingId === campaign.id}
          />
        );
      },
    },
  ];

  const cancelling = confirming?.action === 'cancel';
  const confirmBusy = confirming !== null && pendingId === confirming.campaign.id;
  return (
    <>
      <ResourceListScreen
        title="Campaigns"
        list={CAMPAIGNS_LIST}
        useListQuery={useGetCampaignsQuery}
        columns={columns}
        // Ten columns, the creator's among them, fit a 1366 px screen (issue 20).
        compact
        filters={filterFields}
        create={{
          label: 'Create campaign',
          href: routes.campaigns.create(),
          permissions: [PERMISSIONS.addCampaign],
        }}
        actions={
          <DownloadButton
            url={CAMPAIGNS_EXPORT_URL}
            fallbackName={CAMPAIGNS_EXPORT_FILENAME}
            request={() => {
              const { limit: _limit, offset: _offset, ...filters } = list.query;
              return { params: campaignListParams(filters) };
            }}
          >
            Export
          </DownloadButton>
        }
        emptyMessage="No campaigns yet"
      >
        {data?.statistics && (
          <CampaignStatusCounts
            statistics={data.statistics}
            current={list.filters.status}
            onSelect={(status) => list.setFilters({ status })}
          />
        )}
      </ResourceListScreen>

      <ConfirmDialog
        open={confirming?.action === 'publish'}
        title="Publish this campaign?"
        confirmLabel="Publish"
        cancelLabel="Keep as draft"
        busy={confirmBusy}
        onCancel={closeConfirm}
        onConfirm={() => confirming && void runStatusChange(confirming.campaign, 'SC')}
      >
        &ldquo;{confirming?.campaign.name}&rdquo; goes live for its players from its start date.
      </ConfirmDialog>
      <ConfirmDialog
        open={cancelling}
        title="Cancel this campaign?"
        confirmLabel="Cancel campaign"
        cancelLabel="Keep campaign"
        danger
        busy={confirmBusy}
        onCancel={closeConfirm}
        onConfirm={() => confirming && void runStatusChange(confirming.campaign, 'CA')}
      >
        &ldquo;{confirming?.campaign.name}&rdquo; stops for every player and cannot be resumed.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming?.action === 'delete'}
        title="Delete this campaign?"
        confirmLabel="Delete"
        danger
        busy={confirmBusy}
        onCancel={closeConfirm}
        onConfirm={() => confirming && void runDelete(confirming.campaign)}
      >
        &ldquo;{confirming?.campaign.name}&rdquo; will be removed for good.
      </ConfirmDialog>
      {copying && (
        <CopyCampaignDialog
          campaign={copying.campaign}
          purpose={copying.purpose}
          onCancel={closeCopy}
          onSave={saveCopy}
        />
      )}
      <TypeActionDialogHost running={runningTypeAction} onClose={() => setRunningTypeAction(null)} />
    </>
  );
}
