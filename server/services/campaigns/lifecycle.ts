import type { Campaign } from '../../db/schema';
import { HttpError, nonFieldError, notFound, validationError } from '../../lib/errors';
import { FieldErrorTree } from '../../lib/field-errors';
import { formatDateTimeUtc } from '../../lib/time';
import type { Executor } from '../../db/client';
import type { NewNotification } from '../../repositories/notifications';
import { exclusionOf } from '../../repositories/players';
import type { CampaignCreateInput, CampaignDetail, CampaignPatchInput } from '../../schemas/campaigns';
import { overlapAlerts } from '../campaign-alerts';
import { checkCampaignLimits } from '../campaign-limits';
import {
  checkCampaignDraft,
  EDIT_FIELDS,
  parseCampaignFields,
  RULE_MESSAGES,
  transitionMessage,
} from '../campaign-rules';
import {
  assertAccess,
  assertChangeable,
  CAMPAIGN_MESSAGES,
  campaignEtag,
  campaignUrl,
  campaignVisibility,
  canView,
  ifMatchHolds,
  type Actor,
} from './access';
import { campaignAuditView, type CampaignCore } from './core';
import { EXCLUSION_MESSAGES } from './target-groups';

/** The body's value of a type's settings key (`mission`, `tournament`, …). */
const settingsOf = (body: object, field: string): unknown => (body as Record<string, unknown>)[field];

/** A campaign's life: create, read, change (fields, settings, status), delete, and players opting in. */
export function createLifecycle(core: CampaignCore) {
  const { repos, inTransaction, loadCasino, editActiveOn, offeredTypes, logChange, loadForChange, detail } =
    core;

  /**
   * The status change of a PATCH (publish, back to draft, cancel); queues the creator's notifications
   * and a publish's overlap alerts.
   */
  async function transition(
    campaign: Campaign,
    to: Campaign['status'],
    tx: Executor,
    notify: (n: NewNotification) => void,
    now: Date,
  ): Promise<Campaign> {
    const from = campaign.status;
    if (campaign.isTemplate) throw validationError({ status: [RULE_MESSAGES.templateStatus] });
    const allowed =
      (from === 'DR' && to === 'SC') ||
      (from === 'SC' && to === 'DR') ||
      (to === 'CA' && (from === 'SC' || from === 'AC'));
    if (!allowed) throw validationError({ status: [transitionMessage(from, to)] });
    let target: Campaign['status'] = to;
    if (from === 'DR') {
      const errors = await core.publishErrors(campaign, now, tx);
      await checkCampaignLimits(campaign, repos, tx, errors);
      errors.throwIfAny();
      target = campaign.startDate && campaign.startDate.getTime() <= now.getTime() ? 'AC' : 'SC';
    }
    const updated = await repos.campaigns.transition(campaign.id, from, target, tx);
    if (!updated) throw validationError({ status: [transitionMessage(from, to)] });
    if (from === 'DR') for (const alert of await overlapAlerts(repos, updated, tx)) notify(alert);
    if (updated.creatorId !== null && (from === 'DR' || target === 'CA')) {
      notify(
        target === 'CA'
          ? {
              userId: updated.creatorId,
              title: `Campaign cancelled: ${updated.name}`,
              text: `The campaign "${updated.name}" has been cancelled.`,
              url: campaignUrl(updated.id),
            }
          : {
              userId: updated.creatorId,
              title: `Campaign published: ${updated.name}`,
              text:
                target === 'AC'
                  ? `The campaign "${updated.name}" is active now.`
                  : `The campaign "${updated.name}" starts on ${updated.startDate ? formatDateTimeUtc(updated.startDate) : 'a date to be set'}.`,
              url: campaignUrl(updated.id),
            },
      );
    }
    return updated;
  }

  /** Copies a target group (filters and manual lists) when the actor may see the campaign using it. */
  async function copiedGroupValues(groupId: number | null | undefined, actor: Actor, tx: Executor) {
    if (!groupId) return {};
    const group = await repos.targetGroups.findById(groupId, tx);
    if (!group) return {};
    const owner = await repos.campaigns.findByTargetGroup(group.id, tx);
    if (owner ? !canView(actor, owner) : campaignVisibility(actor) !== 'all') return {};
    return {
      filters: group.filters,
      manuallyAddedPlayers: group.manuallyAddedPlayers,
      manuallyRemovedPlayers: group.manuallyRemovedPlayers,
    };
  }

  async function removeGroupIfUnused(groupId: number | null, tx: Executor): Promise<void> {
    if (groupId === null) return;
    if (await repos.campaigns.findByTargetGroup(groupId, tx)) return;
    await repos.targetGroups.remove(groupId, tx);
  }

  /**
   * The campaign whose settings a new one copies (`copy_of`, a template or a campaign the actor sees),
   * or null.
   */
  async function copySource(id: number | null | undefined, actor: Actor, tx: Executor) {
    if (!id) return null;
    const source = await repos.campaigns.findById(id, tx);
    if (!source || !canView(actor, source))
      throw validationError({ copy_of: [`Invalid pk "${id}" - object does not exist.`] });
    return source;
  }

  return {
    async get(id: number, actor: Actor): Promise<CampaignDetail> {
      const campaign = assertAccess(actor, await repos.campaigns.findById(id), 'view');
      return detail(campaign);
    },

    /**
     * Creates a draft (or template) with its type's settings and a new target group: all or nothing.
     * `copy_of` names a campaign or template whose settings are copied when the body sends none.
     */
    async create(body: CampaignCreateInput, actor: Actor): Promise<CampaignDetail> {
      const casino = await loadCasino();
      const errors = new FieldErrorTree();
      const values = parseCampaignFields(body, casino, await offeredTypes(casino), errors);
      checkCampaignDraft(
        {
          startDate: values.startDate ?? null,
          endDate: values.endDate ?? null,
          recurring: values.recurring ?? null,
        },
        errors,
      );
      errors.throwIfAny();
      const typeModule = core.moduleOf(body.type);
      const settings = typeModule ? settingsOf(body, typeModule.field) : undefined;
      return inTransaction(async (tx) => {
        const source = await copySource(body.copy_of, actor, tx);
        if (typeModule && settings !== undefined) {
          const settingsErrors = new FieldErrorTree();
          await typeModule.check(settings, settingsErrors, null, tx);
          settingsErrors.throwIfAny();
        }
        const group = await repos.targetGroups.create(
          await copiedGroupValues(body.target_group, actor, tx),
          tx,
        );
        const campaign = await repos.campaigns.create(
          {
            ...values,
            name: values.name ?? body.name,
            type: body.type,
            status: 'DR',
            creatorId: actor.id,
            targetGroupId: group.id,
          },
          tx,
        );
        if (typeModule) {
          if (source && source.type === campaign.type && settings === undefined)
            await typeModule.copy(source, campaign, tx);
          else await typeModule.write(campaign, settings, tx);
        }
        await logChange(tx, actor, {
          action: 'create',
          resource: 'campaign',
          resourceId: campaign.id,
          label: campaign.name,
          after: campaignAuditView(campaign),
        });
        return detail(campaign, tx);
      });
    },

    /** PATCH: field and settings changes (status rules permitting), then the status transition asked. */
    /**
     * Changes a campaign. With `ifMatch` (the version the editor loaded, as sent in `If-Match`) a campaign
     * changed since is refused with 412, naming who changed it and when; without it the last write wins.
     */
    async update(
      id: number,
      body: CampaignPatchInput,
      actor: Actor,
      { now = new Date(), ifMatch }: { now?: Date; ifMatch?: string } = {},
    ) {
      const casino = await loadCasino();
      const editActive = await editActiveOn();
      return inTransaction(async (tx, notify) => {
        let campaign = await loadForChange(id, actor, tx);
        if (ifMatch !== undefined && !ifMatchHolds(ifMatch, campaignEtag(campaign))) {
          const last = await repos.activityLogs.lastChange('campaign', campaign.id, tx);
          throw new HttpError(412, {
            detail: CAMPAIGN_MESSAGES.changedMeanwhile(last?.actorEmail || null),
            modified: campaign.modified.toISOString(),
            modified_by: last?.actorEmail || null,
          });
        }
        const before = campaign;
        const typeModule = core.moduleOf(campaign.type);
        const settings = typeModule ? settingsOf(body, typeModule.field) : undefined;
        const { type, ...fields } = body;
        const edits = EDIT_FIELDS.filter((field) => fields[field] !== undefined);
        const changesSettings = settings !== undefined;
        const wantsStatus = body.status !== undefined && body.status !== campaign.status;
        if (edits.length > 0 || changesSettings) {
          assertChangeable(campaign, true, editActive);
          const errors = new FieldErrorTree();
          if (type !== undefined && type !== campaign.type) errors.add(['type'], CAMPAIGN_MESSAGES.typeFixed);
          const values = parseCampaignFields(fields, casino, [], errors);
          checkCampaignDraft({ ...campaign, ...values } as Campaign, errors);
          if (
            values.isTemplate !== undefined &&
            values.isTemplate !== campaign.isTemplate &&
            campaign.status !== 'DR'
          )
            errors.add(['is_template'], CAMPAIGN_MESSAGES.templateOnlyFromDraft);
          if (typeModule && changesSettings) await typeModule.check(settings, errors, campaign, tx);
          errors.throwIfAny();
          if (values.costAlarm !== undefined && values.costAlarm !== campaign.costAlarm)
            values.costAlarmNotified = false;
          campaign = (await repos.campaigns.update(campaign.id, values, tx)) ?? campaign;
          if (typeModule && changesSettings) await typeModule.write(campaign, settings, tx);
        }
        if (wantsStatus && body.status) campaign = await transition(campaign, body.status, tx, notify, now);
        else if (edits.length > 0 || changesSettings) {
          await core.touchAndCheck(campaign.id, tx, now);
          // The answer carries the version just stored (its ETag), which the touch moved on.
          campaign = (await repos.campaigns.findById(campaign.id, tx)) ?? campaign;
        }
        await logChange(tx, actor, {
          action: campaign.status !== before.status ? 'status_change' : 'update',
          resource: 'campaign',
          resourceId: campaign.id,
          label: campaign.name,
          before: campaignAuditView(before),
          after: campaignAuditView(campaign),
        });
        return detail(campaign, tx);
      });
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await inTransaction(async (tx) => {
        const campaign = await loadForChange(id, actor, tx, 'delete');
        if (!campaign.isTemplate && campaign.status !== 'DR')
          throw new HttpError(400, { detail: CAMPAIGN_MESSAGES.deleteOnlyDrafts });
        await repos.campaigns.remove(campaign.id, tx);
        await removeGroupIfUnused(campaign.targetGroupId, tx);
        await logChange(tx, actor, {
          action: 'delete',
          resource: 'campaign',
          resourceId: campaign.id,
          label: campaign.name,
          before: campaignAuditView(campaign),
        });
      });
    },

    /**
     * Records a player (by hash) as joined; 404 for an unknown hash, a field error for a blocked or
     * self-excluded player.
     */
    async optIn(id: number, hash: string, actor: Actor) {
      return inTransaction(async (tx) => {
        const campaign = await loadForChange(id, actor, tx);
        if (campaign.status !== 'SC' && campaign.status !== 'AC')
          throw nonFieldError(CAMPAIGN_MESSAGES.optInStatus);
        const player = await repos.players.findByHash(hash.trim(), tx);
        if (!player) throw notFound();
        const excluded = exclusionOf(player);
        if (excluded) throw validationError({ player: [EXCLUSION_MESSAGES[excluded]('This player')] });
        const now = new Date();
        const joined = await repos.participations.join(campaign.id, player.id, now, tx);
        // Staff acting for a player is logged; a repeat (already joined, nothing changed) is not.
        if (joined.getTime() === now.getTime())
          await logChange(tx, actor, {
            action: 'opt_in',
            resource: 'campaign',
            resourceId: campaign.id,
            label: campaign.name,
            after: { player: player.hash, joined: now },
          });
        return { campaign: campaign.id, player: player.hash, joined: joined.toISOString() };
      });
    },
  };
}
