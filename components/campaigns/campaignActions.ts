import type { CampaignListItem } from '@/types/campaigns';
import { CAMPAIGN_TYPE_INFO, isCampaignType } from '@/utils/campaignTypes';
import { PERMISSIONS } from '@/utils/permissions';
import { CAMPAIGN_TYPE_REGISTRY, type TypeAction } from './types/registry';

/**
 * The row actions every campaign type shares (spec §2 "Actions"), in the order the menu shows them; a
 * type's own actions (its registry entry's `cancelActions`) take the place of Cancel.
 */
export const CAMPAIGN_ACTIONS = [
  'edit',
  'publish',
  'backToDraft',
  'cancel',
  'statistics',
  'copy',
  'saveAsTemplate',
  'delete',
] as const;
export type CommonAction = (typeof CAMPAIGN_ACTIONS)[number];
/** A shared action, or the key of one of the campaign type's own. */
export type CampaignAction = CommonAction | (string & {});

export const CAMPAIGN_ACTION_LABELS: Record<CommonAction, string> = {
  edit: 'Edit',
  publish: 'Publish',
  backToDraft: 'Back to draft',
  cancel: 'Cancel campaign',
  statistics: 'Statistics',
  copy: 'Make a copy',
  saveAsTemplate: 'Save as template',
  delete: 'Delete',
};

/** The cancel actions a campaign's type registers instead of the plain Cancel (none for most types). */
const typeCancelActions = (type: string | undefined): readonly TypeAction[] =>
  (type !== undefined && isCampaignType(type) && CAMPAIGN_TYPE_REGISTRY[type]?.cancelActions?.actions) || [];

const COMMON_ACTIONS: ReadonlySet<string> = new Set(CAMPAIGN_ACTIONS);

/** Whether `action` is one every type shares; any other is the type's own, run by the dialog it registers. */
export const isCommonAction = (action: CampaignAction): action is CommonAction => COMMON_ACTIONS.has(action);

/** What an action says on its button or menu item: the shared text, or the one its type registered. */
export const campaignActionLabel = (action: CampaignAction, type: string | undefined): string =>
  CAMPAIGN_ACTION_LABELS[action as CommonAction] ??
  typeCancelActions(type).find((typeAction) => typeAction.key === action)?.label ??
  action;

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
  const typeCancels = typeCancelActions(campaign.type);
  const cancellable = canChange && (scheduled || active);

  const allowed: Record<CommonAction, boolean> = {
    edit: canChange && (draft || scheduled || (active && editActive)),
    publish: canChange && draft,
    backToDraft: canChange && scheduled,
    cancel: cancellable && typeCancels.length === 0,
    statistics: active || status === 'FI',
    copy: canCopy,
    saveAsTemplate:
      canCopy &&
      campaign.type !== undefined &&
      isCampaignType(campaign.type) &&
      CAMPAIGN_TYPE_INFO[campaign.type].templates,
    delete: canDelete && draft,
  };
  return CAMPAIGN_ACTIONS.flatMap((action) => [
    ...(allowed[action] ? [action] : []),
    ...(action === 'cancel' && cancellable ? typeCancels.map((typeAction) => typeAction.key) : []),
  ]);
}
