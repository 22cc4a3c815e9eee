import type { Campaign } from '../../db/schema';
import { nonFieldError, notFound, permissionDenied, validationError } from '../../lib/errors';
import { PERMISSIONS } from '../../../contract/permissions';
import type { AuthUser } from '../auth';

/** The feature flag that lets active campaigns be edited (spec §3). */
export const EDIT_ACTIVE_FLAG = 'edit-active-campaigns';

export const CAMPAIGN_MESSAGES = {
  finishedReadOnly: 'A finished campaign cannot be changed.',
  cancelledReadOnly: 'A cancelled campaign cannot be changed.',
  activeNotEditable: 'An active campaign cannot be edited: editing active campaigns is turned off.',
  deleteOnlyDrafts: 'Only draft campaigns and templates can be deleted.',
  optInStatus: 'Players can opt in only to scheduled or active campaigns.',
  notMissionType: 'This campaign type has no mission.',
  typeFixed: 'The type of a campaign cannot be changed.',
  missionExists: 'This campaign already has a mission.',
  onlyChainsPlaced: 'Only the missions of a mission chain have a place other than 0.',
  templateOnlyFromDraft: 'Only a draft can be turned into a template or back.',
  reorderMismatch: "The list must hold exactly the mission's task ids.",
  changedMeanwhile: (by: string | null) =>
    `This campaign was changed${by ? ` by ${by}` : ''} after you opened it. Reload it, or overwrite the changes.`,
} as const;

/** Who acts: the signed-in user (permissions decide what they may see and change). */
export type Actor = Pick<AuthUser, 'id' | 'email' | 'isSuperuser' | 'hasPermission'> & {
  /** The client address of the change, for the activity log. */
  ip?: string;
};

export type Access = 'view' | 'change' | 'delete';

/** 'all', 'own' or null (no campaign may be listed). */
export function campaignVisibility(actor: Actor): 'all' | 'own' | null {
  if (actor.isSuperuser || actor.hasPermission(PERMISSIONS.viewAllCampaigns)) return 'all';
  if (actor.hasPermission(PERMISSIONS.viewOwnCampaign)) return 'own';
  return null;
}

export function canChange(actor: Actor, campaign: Pick<Campaign, 'creatorId'>): boolean {
  if (actor.isSuperuser || actor.hasPermission(PERMISSIONS.manageAllCampaigns)) return true;
  return actor.hasPermission(PERMISSIONS.changeOwnCampaign) && campaign.creatorId === actor.id;
}

export function canDelete(actor: Actor, campaign: Pick<Campaign, 'creatorId'>): boolean {
  if (actor.isSuperuser || actor.hasPermission(PERMISSIONS.deleteCampaign)) return true;
  return actor.hasPermission(PERMISSIONS.deleteOwnCampaign) && campaign.creatorId === actor.id;
}

export function canView(actor: Actor, campaign: Pick<Campaign, 'creatorId'>): boolean {
  const visibility = campaignVisibility(actor);
  if (visibility === 'all') return true;
  return visibility === 'own' && campaign.creatorId === actor.id;
}

/** 404 when the actor may not see the campaign at all, 403 when they see it but may not do `access`. */
export function assertAccess(actor: Actor, campaign: Campaign | undefined, access: Access): Campaign {
  if (!campaign) throw notFound();
  const allowed =
    access === 'view'
      ? canView(actor, campaign)
      : access === 'change'
        ? canChange(actor, campaign)
        : canDelete(actor, campaign);
  if (allowed) return campaign;
  if (canView(actor, campaign) || canChange(actor, campaign)) throw permissionDenied();
  throw notFound();
}

/**
 * Whether the campaign can be changed now: finished and cancelled campaigns are read-only; an active
 * one only changes its status unless the `edit-active-campaigns` flag is on.
 */
export function assertChangeable(campaign: Campaign, edits: boolean, editActive: boolean): void {
  if (campaign.status === 'FI') throw nonFieldError(CAMPAIGN_MESSAGES.finishedReadOnly);
  if (campaign.status === 'CA') throw nonFieldError(CAMPAIGN_MESSAGES.cancelledReadOnly);
  if (campaign.status === 'AC' && edits && !editActive)
    throw nonFieldError(CAMPAIGN_MESSAGES.activeNotEditable);
}

export const campaignUrl = (id: number): string => `/campaigns/edit?id=${id}`;

/** A new order must hold exactly the current task ids, each once (spec §4: reordering replaces them). */
export function assertSameTasks(taskIds: readonly number[], current: readonly number[]): void {
  const same =
    taskIds.length === current.length &&
    new Set(taskIds).size === taskIds.length &&
    taskIds.every((taskId) => current.includes(taskId));
  if (!same) throw validationError({ tasks: [CAMPAIGN_MESSAGES.reorderMismatch] });
}

/** A list of campaign settings sees everything, or only what belongs to campaigns the actor created. */
export function ownerFilter(actor: Actor): { ownerId?: number } {
  const visibility = campaignVisibility(actor);
  if (!visibility) throw permissionDenied();
  return visibility === 'own' ? { ownerId: actor.id } : {};
}

/** `?name=` as an id, or undefined when absent; anything but a number is a field error. */
export function idFilter(name: string, raw: string | undefined): number | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!/^\d{1,9}$/.test(value)) throw validationError({ [name]: ['Enter a number.'] });
  return Number(value);
}

/** A campaign's version as an HTTP entity tag: its id and the time of its last change. */
export const campaignEtag = (campaign: { id: number; modified: Date }): string =>
  `"c${campaign.id}-${campaign.modified.getTime().toString(36)}"`;

/** `If-Match` names this version (or `*`, any version). */
export function ifMatchHolds(ifMatch: string, etag: string): boolean {
  return ifMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag;
  });
}
