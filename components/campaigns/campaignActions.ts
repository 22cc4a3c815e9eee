import type { CampaignListItem } from '@/types/campaigns';
import { CAMPAIGN_TYPE_INFO, isCampaignType } from '@/utils/campaignTypes';
import { PERMISSIONS } from '@/utils/permissions';
import { CAMPAIGN_TYPE_REGISTRY, type TypeCancelAction } from './types/registry';

/** The row actions of the campaign list (spec §2 "Actions"), in the order the menu shows them. */
export const CAMPAIGN_ACTIONS = [
  'edit',
  'publish',
  'backToDraft',
  'cancel',
  'cancelJackpot',
  'cancelJackpotImmediately',
  'statistics',
  'copy',
  'saveAsTemplate',
  'delete',
] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

export const CAMPAIGN_ACTION_LABELS: Record<CampaignAction, string> = {
  edit: 'Edit',
  publish: 'Publish',
  backToDraft: 'Back to draft',
  cancel: 'Cancel campaign',
  cancelJackpot: 'Cancel jackpot',
  cancelJackpotImmediately: 'Cancel jackpot immediately',
  statistics: 'Statistics',
  copy: 'Make a copy',
  saveAsTemplate: 'Save as template',
  delete: 'Delete',
};

export interface ActionContext {
  /** The signed-in user's permission codes. */
  permissions: readonly string[];
  /** The signed-in user's id: "own" campaigns are those they created. */
  userId: number | undefined;
  /** Flag edit-active-campaigns: active campaigns may be edited too. */
  editActive: boolean;
}

/** Scheduled reads SC or RF (spec §4). */
const isScheduled = (status: string) => status === 'SC' || status === 'RF';

/**
 * What one may do with one campaign. Two questions decide it:
 *
 * - **Which actions does the status allow?** Edit: draft or scheduled (active too with the flag);
 *   Publish: draft; Back to draft: scheduled; Cancel: scheduled or active; Delete: draft; Statistics:
 *   active or finished; Make a copy: any status. An unknown status allows only Make a copy. A type
 *   with cancel actions of its own (the registry's `cancelActions`) offers those instead of Cancel.
 * - **May this user do it?** Changing (edit, publish, back to draft, cancel) needs manage_all_campaigns,
 *   or change_own_campaign for a campaign they created; deleting needs delete_campaign, or
 *   delete_own_campaign for their own; a copy is a new campaign, so it needs add_campaign. Statistics only
 *   reads, so whoever sees the row may open them.
 */
export function campaignActions(
  campaign: Pick<CampaignListItem, 'status' | 'creator'> & Partial<Pick<CampaignListItem, 'type'>>,
  { permissions, userId, editActive }: ActionContext,
): CampaignAction[] {
  const holds = (code: string) => permissions.includes(code);
  const own = userId !== undefined && campaign.creator?.id === userId;
  const canChange = holds(PERMISSIONS.manageAllCampaigns) || (own && holds(PERMISSIONS.changeOwnCampaign));
  const canDelete = holds(PERMISSIONS.deleteCampaign) || (own && holds(PERMISSIONS.deleteOwnCampaign));
  const canCopy = holds(PERMISSIONS.addCampaign);

  const { status } = campaign;
  const draft = status === 'DR';
  const scheduled = isScheduled(status);
  const active = status === 'AC';
  const typeCancels: readonly TypeCancelAction[] =
    (campaign.type &&
      isCampaignType(campaign.type) &&
      CAMPAIGN_TYPE_REGISTRY[campaign.type]?.cancelActions) ||
    [];
  const cancellable = canChange && (scheduled || active);

  const allowed: Record<CampaignAction, boolean> = {
    edit: canChange && (draft || scheduled || (active && editActive)),
    publish: canChange && draft,
    backToDraft: canChange && scheduled,
    cancel: cancellable && typeCancels.length === 0,
    cancelJackpot: cancellable && typeCancels.includes('cancelJackpot'),
    cancelJackpotImmediately: cancellable && typeCancels.includes('cancelJackpotImmediately'),
    statistics: active || status === 'FI',
    copy: canCopy,
    saveAsTemplate:
      canCopy &&
      campaign.type !== undefined &&
      isCampaignType(campaign.type) &&
      CAMPAIGN_TYPE_INFO[campaign.type].templates,
    delete: canDelete && draft,
  };
  return CAMPAIGN_ACTIONS.filter((action) => allowed[action]);
}
