import type { AuditService, LoggedChange } from './audit';
import type { FastifyBaseLogger } from 'fastify';
import { checkCampaignLimits } from './campaign-limits';
import { PERMISSIONS } from '../../utils/permissions';
import type { Executor } from '../db/client';
import type { Campaign, Casino, Mission, PlayerFilters, TaskType } from '../db/schema';
import { HttpError, nonFieldError, notFound, permissionDenied, validationError } from '../lib/errors';
import { FieldErrorTree } from '../lib/field-errors';
import type { Repositories } from '../repositories';
import type { NewNotification } from '../repositories/notifications';
import type { MissionWithTasks, TaskWithPrizes } from '../repositories/missions';
import {
  toDetailDto,
  type CampaignCreateInput,
  type CampaignDetail,
  type CampaignPatchInput,
  type RecurringBody,
} from '../schemas/campaigns';
import type { MissionInputBody, TaskInputBody } from '../schemas/missions';
import { addInterval, formatDateTimeUtc } from '../lib/time';
import type { AuthUser } from './auth';
import {
  checkCampaignDraft,
  checkPublish,
  EDIT_FIELDS,
  isMissionType,
  normalizeMission,
  normalizeTask,
  parseCampaignFields,
  parseRecurring,
  RULE_MESSAGES,
  transitionMessage,
  type NormalizedTask,
} from './campaign-rules';
import type { NotificationsService } from './notifications';

/** The feature flag that lets active campaigns be edited (spec §3). */
export const EDIT_ACTIVE_FLAG = 'edit-active-campaigns';

export const CAMPAIGN_MESSAGES = {
  finishedReadOnly: 'A finished campaign cannot be changed.',
  cancelledReadOnly: 'A cancelled campaign cannot be changed.',
  activeNotEditable: 'An active campaign cannot be edited: editing active campaigns is turned off.',
  deleteOnlyDrafts: 'Only draft campaigns and templates can be deleted.',
  optInStatus: 'Players can opt in only to scheduled or active campaigns.',
  notMissionType: 'This campaign type has no mission.',
  missionExists: 'This campaign already has a mission.',
  templateOnlyFromDraft: 'Only a draft can be turned into a template or back.',
  reorderMismatch: "The list must hold exactly the mission's task ids.",
} as const;

/** Who acts: the signed-in user (permissions decide what they may see and change). */
export type Actor = Pick<AuthUser, 'id' | 'email' | 'isSuperuser' | 'hasPermission'> & {
  /** The client address of the change, for the activity log. */
  ip?: string;
};

/** A campaign as the activity log records it: what staff set, not the bookkeeping columns. */
const campaignAuditView = (campaign: Campaign) => {
  const {
    id: _id,
    created: _created,
    modified: _modified,
    costAlarmNotified: _notified,
    cost: _cost,
    ...fields
  } = campaign;
  return fields;
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

export interface ImportResult {
  added: number;
  broken_lines: number[];
  duplicate_player_hashes: string[];
  non_existing_player_hashes: string[];
  already_manually_added_players: number[];
  already_manually_removed_players: number[];
}

/** A player hash in an import file. */
const HASH_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/**
 * Parses an import file: one hash per line, an optional first line `hash`, blank lines skipped. A line
 * holding anything but one hash (several cells, spaces, odd characters) is broken (1-based numbers).
 */
export function parseHashesFile(content: Buffer): {
  hashes: string[];
  duplicates: string[];
  brokenLines: number[];
} {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r\n|\n|\r/);
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  const hashes: string[] = [];
  const brokenLines: number[] = [];
  let first = true;
  lines.forEach((raw, index) => {
    let value = raw.trim();
    if (value === '') return;
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1).trim();
    if (first) {
      first = false;
      if (value.toLowerCase() === 'hash') return;
    }
    if (!HASH_PATTERN.test(value)) {
      brokenLines.push(index + 1);
      return;
    }
    if (seen.has(value)) duplicates.add(value);
    else {
      seen.add(value);
      hashes.push(value);
    }
  });
  return { hashes, duplicates: [...duplicates], brokenLines };
}

/** Campaigns and their missions: creation, changes, the status lifecycle, player selection. */
export function createCampaignsService(deps: {
  db: Executor;
  repos: Repositories;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  audit: AuditService;
}) {
  const { db, repos, notifications, log, audit } = deps;

  /** Logs a change of `campaign` in the transaction `tx` that makes it. */
  const logChange = (tx: Executor, actor: Actor, change: LoggedChange) =>
    audit.record(tx, { actor: { id: actor.id, email: actor.email }, ip: actor.ip ?? '', ...change });

  async function loadCasino(tx: Executor = db): Promise<Casino> {
    const casino = await repos.casino.get(tx);
    if (!casino) throw new Error('No casino row: the database was not seeded (ensureBaseData).');
    return casino;
  }

  async function editActiveOn(tx: Executor = db): Promise<boolean> {
    return (await repos.featureFlags.get(EDIT_ACTIVE_FLAG, tx))?.enabled ?? false;
  }

  /**
   * Runs `work` in one transaction; notifications it queues are stored in it and pushed to sockets only
   * after the commit.
   */
  async function inTransaction<T>(work: (tx: Executor, notify: (n: NewNotification) => void) => Promise<T>) {
    const queued: NewNotification[] = [];
    const result = await db.transaction(async (tx) => {
      const value = await work(tx, (notification) => queued.push(notification));
      if (queued.length > 0) await repos.notifications.createMany(queued, tx);
      return value;
    });
    for (const userId of new Set(queued.map((n) => n.userId))) await notifications.changed(userId);
    return result;
  }

  async function missionWithTasks(campaignId: number, tx: Executor): Promise<MissionWithTasks | null> {
    const mission = await repos.missions.findByCampaign(campaignId, tx);
    if (!mission) return null;
    const [full] = await repos.missions.withTasks([mission], tx);
    return full;
  }

  async function detail(campaign: Campaign, tx: Executor = db): Promise<CampaignDetail> {
    const creatorName = await repos.campaigns.creatorName(campaign.creatorId, tx);
    const mission = isMissionType(campaign.type) ? await missionWithTasks(campaign.id, tx) : null;
    return toDetailDto(campaign, creatorName, mission);
  }

  /** Game ids that do not exist are reported on each task that names them (inside the transaction). */
  async function checkGames(tasks: NormalizedTask[], tx: Executor): Promise<void> {
    const ids = tasks.flatMap((task) => task.fields.games ?? []);
    if (ids.length === 0) return;
    const existing = await repos.games.existingIds(ids, tx);
    const errors = new FieldErrorTree();
    for (const task of tasks) {
      for (const id of task.fields.games ?? [])
        if (!existing.has(id))
          errors.add([...task.path, 'games'], `Invalid pk "${id}" - object does not exist.`);
    }
    const last = tasks[tasks.length - 1]?.path;
    if (last && typeof last[last.length - 1] === 'number')
      errors.padList(last.slice(0, -1), (last[last.length - 1] as number) + 1);
    errors.throwIfAny();
  }

  /** Inserts tasks (with prizes) at positions from `start`, after checking their games. */
  async function insertTasks(missionId: number, tasks: NormalizedTask[], tx: Executor, start = 0) {
    await checkGames(tasks, tx);
    for (const [index, task] of tasks.entries()) {
      const { type, ...fields } = task.fields;
      await repos.missions.insertTask(
        missionId,
        { ...fields, type: type ?? task.type, position: start + index },
        task.prizes ?? [],
        tx,
      );
    }
  }

  /** Creates or updates the campaign's mission from a body; `tasks` in it replaces every task. */
  async function writeMission(
    campaignId: number,
    input: MissionInputBody | undefined,
    tx: Executor,
    path: Array<string | number> = ['mission'],
  ): Promise<Mission> {
    const current = await repos.missions.findByCampaign(campaignId, tx);
    const errors = new FieldErrorTree();
    const normalized = normalizeMission(input ?? {}, errors, path, current);
    errors.throwIfAny();
    const mission = current
      ? ((await repos.missions.update(current.id, normalized.fields, tx)) ?? current)
      : await repos.missions.create(campaignId, normalized.fields, tx);
    if (normalized.tasks) {
      await repos.missions.removeTasksOf(mission.id, tx);
      await insertTasks(mission.id, normalized.tasks, tx);
    }
    return mission;
  }

  async function loadForChange(id: number, actor: Actor, tx: Executor, access: Access = 'change') {
    return assertAccess(actor, await repos.campaigns.findForUpdate(id, tx), access);
  }

  /** The status change of a PATCH (publish, back to draft, cancel); queues the creator's notifications. */
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
      const errors = new FieldErrorTree();
      const mission = isMissionType(campaign.type) ? await missionWithTasks(campaign.id, tx) : null;
      checkPublish(campaign, isMissionType(campaign.type) ? (mission?.tasks ?? null) : null, now, errors);
      await checkCampaignLimits(campaign, repos, tx, errors);
      errors.throwIfAny();
      target = campaign.startDate && campaign.startDate.getTime() <= now.getTime() ? 'AC' : 'SC';
    }
    const updated = await repos.campaigns.transition(campaign.id, from, target, tx);
    if (!updated) throw validationError({ status: [transitionMessage(from, to)] });
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

  /** Copies a mission with its tasks and prizes to another campaign. */
  async function copyMission(fromCampaignId: number, toCampaignId: number, tx: Executor): Promise<void> {
    const source = await missionWithTasks(fromCampaignId, tx);
    if (!source) return;
    const mission = await repos.missions.create(
      toCampaignId,
      {
        tasksInOrder: source.tasksInOrder,
        minBet: source.minBet,
        repeatable: source.repeatable,
        repeatCount: source.repeatCount,
      },
      tx,
    );
    for (const task of source.tasks) {
      const { id: _id, missionId: _missionId, created: _created, prizes, ...fields } = task;
      await repos.missions.insertTask(
        mission.id,
        fields,
        prizes.map(({ id: _prizeId, taskId: _taskId, position: _position, ...prize }) => prize),
        tx,
      );
    }
  }

  /**
   * The next occurrence of a finished recurring campaign: a scheduled copy (mission, tasks, prizes,
   * player selection) with the dates shifted and one occurrence fewer left; null when none is left.
   */
  async function createNextOccurrence(campaign: Campaign, tx: Executor): Promise<Campaign | null> {
    const recurring = campaign.recurring;
    if (!recurring || recurring.quantity < 1 || !campaign.startDate || !campaign.endDate) return null;
    const duration = campaign.endDate.getTime() - campaign.startDate.getTime();
    let start: Date;
    let next: Campaign['recurring'] = null;
    if (recurring.kind === 'every') {
      start = addInterval(campaign.startDate, recurring.every_n, recurring.unit);
      if (recurring.quantity > 1) next = { ...recurring, quantity: recurring.quantity - 1 };
    } else {
      const later = recurring.dates.filter((date) => Date.parse(date) > campaign.startDate!.getTime());
      if (later.length === 0) return null;
      start = new Date(later[0]);
      const rest = later.slice(1);
      if (recurring.quantity > 1 && rest.length > 0)
        next = { kind: 'dates', dates: rest, quantity: Math.min(recurring.quantity - 1, rest.length) };
    }
    const group = campaign.targetGroupId
      ? await repos.targetGroups.findById(campaign.targetGroupId, tx)
      : undefined;
    const newGroup = await repos.targetGroups.create(
      group
        ? {
            filters: group.filters,
            manuallyAddedPlayers: group.manuallyAddedPlayers,
            manuallyRemovedPlayers: group.manuallyRemovedPlayers,
          }
        : {},
      tx,
    );
    const {
      id: _id,
      created: _created,
      modified: _modified,
      cost: _cost,
      costAlarmNotified: _notified,
      ...fields
    } = campaign;
    const occurrence = await repos.campaigns.create(
      {
        ...fields,
        status: 'SC',
        startDate: start,
        endDate: new Date(start.getTime() + duration),
        recurring: next,
        parentId: campaign.id,
        targetGroupId: newGroup.id,
      },
      tx,
    );
    if (isMissionType(campaign.type)) await copyMission(campaign.id, occurrence.id, tx);
    return occurrence;
  }

  /**
   * Edits of a scheduled or active campaign (its fields, mission or tasks) must leave it publishable:
   * otherwise 400 with the publish errors, and the transaction stores nothing. Marks it modified.
   */
  async function touchAndCheck(campaignId: number, tx: Executor, now: Date = new Date()): Promise<void> {
    const campaign = await repos.campaigns.update(campaignId, {}, tx);
    if (!campaign || campaign.isTemplate || (campaign.status !== 'SC' && campaign.status !== 'AC')) return;
    const errors = new FieldErrorTree();
    const mission = isMissionType(campaign.type) ? await missionWithTasks(campaign.id, tx) : null;
    checkPublish(campaign, isMissionType(campaign.type) ? (mission?.tasks ?? null) : null, now, errors);
    errors.throwIfAny();
  }

  async function removeGroupIfUnused(groupId: number | null, tx: Executor): Promise<void> {
    if (groupId === null) return;
    if (await repos.campaigns.findByTargetGroup(groupId, tx)) return;
    await repos.targetGroups.remove(groupId, tx);
  }

  return {
    loadCasino,
    editActiveOn,
    detail,
    createNextOccurrence,

    async get(id: number, actor: Actor): Promise<CampaignDetail> {
      const campaign = assertAccess(actor, await repos.campaigns.findById(id), 'view');
      return detail(campaign);
    },

    /** Creates a draft (or template) with its mission, tasks, prizes and a new target group: all or nothing. */
    async create(body: CampaignCreateInput, actor: Actor): Promise<CampaignDetail> {
      const casino = await loadCasino();
      const errors = new FieldErrorTree();
      const values = parseCampaignFields(body, casino, errors);
      checkCampaignDraft(
        {
          startDate: values.startDate ?? null,
          endDate: values.endDate ?? null,
          recurring: values.recurring ?? null,
        },
        errors,
      );
      if (isMissionType(body.type) && body.mission) normalizeMission(body.mission, errors, ['mission']);
      errors.throwIfAny();
      return inTransaction(async (tx) => {
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
        if (isMissionType(campaign.type)) await writeMission(campaign.id, body.mission, tx);
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

    /** PATCH: field changes (status rules permitting), then the status transition if one is asked. */
    async update(id: number, body: CampaignPatchInput, actor: Actor, now: Date = new Date()) {
      const casino = await loadCasino();
      const editActive = await editActiveOn();
      return inTransaction(async (tx, notify) => {
        let campaign = await loadForChange(id, actor, tx);
        const before = campaign;
        const edits = EDIT_FIELDS.filter((field) => body[field] !== undefined);
        const wantsStatus = body.status !== undefined && body.status !== campaign.status;
        if (edits.length > 0) {
          assertChangeable(campaign, true, editActive);
          const errors = new FieldErrorTree();
          const values = parseCampaignFields(body, casino, errors);
          const merged = { ...campaign, ...values } as Campaign;
          checkCampaignDraft(merged, errors);
          if (
            values.isTemplate !== undefined &&
            values.isTemplate !== campaign.isTemplate &&
            campaign.status !== 'DR'
          )
            errors.add(['is_template'], CAMPAIGN_MESSAGES.templateOnlyFromDraft);
          const current = await repos.missions.findByCampaign(campaign.id, tx);
          if (isMissionType(merged.type) && body.mission)
            normalizeMission(body.mission, errors, ['mission'], current);
          errors.throwIfAny();
          if (values.costAlarm !== undefined && values.costAlarm !== campaign.costAlarm)
            values.costAlarmNotified = false;
          campaign = (await repos.campaigns.update(campaign.id, values, tx)) ?? campaign;
          if (isMissionType(campaign.type)) {
            if (body.mission || !current) await writeMission(campaign.id, body.mission, tx);
          } else if (current) {
            await repos.missions.remove(current.id, tx);
          }
        }
        if (wantsStatus && body.status) campaign = await transition(campaign, body.status, tx, notify, now);
        else if (edits.length > 0) await touchAndCheck(campaign.id, tx, now);
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

    /** `PATCH …/recur-dates/`: only the repetition, also of an active campaign. */
    async setRecurring(id: number, recurring: RecurringBody | null, actor: Actor): Promise<CampaignDetail> {
      return inTransaction(async (tx) => {
        const campaign = await loadForChange(id, actor, tx);
        assertChangeable(campaign, false, true);
        const errors = new FieldErrorTree();
        const value = parseRecurring(recurring, errors);
        checkCampaignDraft({ ...campaign, recurring: value }, errors);
        errors.throwIfAny();
        return detail((await repos.campaigns.update(campaign.id, { recurring: value }, tx)) ?? campaign, tx);
      });
    },

    /** Records a player (by hash) as joined; 404 for an unknown hash. */
    async optIn(id: number, hash: string, actor: Actor) {
      return inTransaction(async (tx) => {
        const campaign = await loadForChange(id, actor, tx);
        if (campaign.status !== 'SC' && campaign.status !== 'AC')
          throw nonFieldError(CAMPAIGN_MESSAGES.optInStatus);
        const player = await repos.players.findByHash(hash.trim(), tx);
        if (!player) throw notFound();
        const joined = await repos.participations.join(campaign.id, player.id, new Date(), tx);
        return { campaign: campaign.id, player: player.hash, joined: joined.toISOString() };
      });
    },

    /**
     * Adds the file's players to the campaign's manually added (`players`) or removed (`removed_players`)
     * list. A player already in the other list stays there and is reported; the creator is notified
     * when the import had problems.
     */
    async importPlayers(
      id: number,
      file: Buffer,
      type: 'players' | 'removed_players',
      actor: Actor,
    ): Promise<ImportResult> {
      const editActive = await editActiveOn();
      assertChangeable(assertAccess(actor, await repos.campaigns.findById(id), 'change'), true, editActive);
      const parsed = parseHashesFile(file);
      // The look-ups (up to ~300,000 hashes in 10 MB) run before the transaction, which stays short.
      const ids = await repos.players.idsByHash(parsed.hashes);
      return inTransaction(async (tx, notify) => {
        const campaign = await loadForChange(id, actor, tx);
        assertChangeable(campaign, true, editActive);
        let group = campaign.targetGroupId
          ? await repos.targetGroups.findForUpdate(campaign.targetGroupId, tx)
          : undefined;
        if (!group) {
          group = await repos.targetGroups.create({}, tx);
          await repos.campaigns.update(campaign.id, { targetGroupId: group.id }, tx);
        }
        const nonExisting = parsed.hashes.filter((hash) => !ids.has(hash));
        const added = new Set(group.manuallyAddedPlayers);
        const removed = new Set(group.manuallyRemovedPlayers);
        const [target, other] = type === 'players' ? [added, removed] : [removed, added];
        const conflicts: number[] = [];
        let count = 0;
        for (const hash of parsed.hashes) {
          const playerId = ids.get(hash);
          if (playerId === undefined) continue;
          if (other.has(playerId)) conflicts.push(playerId);
          else if (!target.has(playerId)) {
            target.add(playerId);
            count += 1;
          }
        }
        const updated = await repos.targetGroups.update(
          group.id,
          { manuallyAddedPlayers: [...added], manuallyRemovedPlayers: [...removed] },
          tx,
        );
        if (updated) {
          await repos.targetGroups.update(
            group.id,
            { lastPlayersCount: await repos.players.countInGroup(updated, tx) },
            tx,
          );
        }
        const result: ImportResult = {
          added: count,
          broken_lines: parsed.brokenLines,
          duplicate_player_hashes: parsed.duplicates,
          non_existing_player_hashes: nonExisting,
          already_manually_added_players: type === 'removed_players' ? conflicts : [],
          already_manually_removed_players: type === 'players' ? conflicts : [],
        };
        const problems = [
          [result.broken_lines.length, 'broken line'],
          [result.duplicate_player_hashes.length, 'duplicate hash'],
          [result.non_existing_player_hashes.length, 'unknown hash'],
          [result.already_manually_added_players.length, 'player already manually added'],
          [result.already_manually_removed_players.length, 'player already manually removed'],
        ].filter(([n]) => (n as number) > 0) as Array<[number, string]>;
        if (problems.length > 0 && campaign.creatorId !== null) {
          notify({
            userId: campaign.creatorId,
            title: `Player import finished with errors: ${campaign.name}`,
            text: `${count} added; ${problems.map(([n, what]) => `${n} ${what}${n === 1 ? '' : 's'}`).join(', ')}.`,
            url: campaignUrl(campaign.id),
          });
        }
        log.info(
          { campaignId: campaign.id, type, added: count, problems: problems.length },
          'players imported',
        );
        await logChange(tx, actor, {
          action: 'upload',
          resource: 'campaign',
          resourceId: campaign.id,
          label: campaign.name,
          after: { [type === 'players' ? 'players_added' : 'players_removed']: count },
        });
        return result;
      });
    },

    // ---- Missions and tasks (v1/missions/…) ----

    async missionDetail(missionId: number, actor: Actor, access: Access = 'view', tx: Executor = db) {
      const mission = await repos.missions.findById(missionId, tx);
      if (!mission) throw notFound();
      const campaign = assertAccess(actor, await repos.campaigns.findById(mission.campaignId, tx), access);
      const [full] = await repos.missions.withTasks([mission], tx);
      return { campaign, mission: full };
    },

    async createMission(campaignId: number, body: MissionInputBody, actor: Actor): Promise<MissionWithTasks> {
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const campaign = await repos.campaigns.findForUpdate(campaignId, tx);
        if (!campaign || !(canView(actor, campaign) || canChange(actor, campaign)))
          throw validationError({ campaign: [`Invalid pk "${campaignId}" - object does not exist.`] });
        assertAccess(actor, campaign, 'change');
        assertChangeable(campaign, true, editActive);
        if (!isMissionType(campaign.type))
          throw validationError({ campaign: [CAMPAIGN_MESSAGES.notMissionType] });
        if (await repos.missions.findByCampaign(campaign.id, tx))
          throw validationError({ campaign: [CAMPAIGN_MESSAGES.missionExists] });
        const mission = await writeMission(campaign.id, body, tx, []);
        const [full] = await repos.missions.withTasks([mission], tx);
        return full;
      });
    },

    async updateMission(missionId: number, body: MissionInputBody, actor: Actor): Promise<MissionWithTasks> {
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const mission = await repos.missions.findById(missionId, tx);
        if (!mission) throw notFound();
        const campaign = await loadForChange(mission.campaignId, actor, tx);
        assertChangeable(campaign, true, editActive);
        await writeMission(campaign.id, body, tx, []);
        await touchAndCheck(campaign.id, tx);
        const [full] = await repos.missions.withTasks(
          [(await repos.missions.findById(missionId, tx)) ?? mission],
          tx,
        );
        return full;
      });
    },

    async removeMission(missionId: number, actor: Actor): Promise<void> {
      const editActive = await editActiveOn();
      await inTransaction(async (tx) => {
        const mission = await repos.missions.findById(missionId, tx);
        if (!mission) throw notFound();
        const campaign = await loadForChange(mission.campaignId, actor, tx);
        assertChangeable(campaign, true, editActive);
        await repos.missions.remove(mission.id, tx);
        await touchAndCheck(campaign.id, tx);
      });
    },

    /** The task and its campaign, checked for `access` (404 when the path's type is not the task's). */
    async taskDetail(
      type: TaskType,
      taskId: number,
      actor: Actor,
      access: Access = 'view',
      tx: Executor = db,
    ) {
      const task = await repos.missions.findTask(taskId, tx);
      if (!task || task.type !== type) throw notFound();
      const mission = await repos.missions.findById(task.missionId, tx);
      if (!mission) throw notFound();
      const campaign = assertAccess(actor, await repos.campaigns.findById(mission.campaignId, tx), access);
      return { task, mission, campaign };
    },

    async createTask(
      type: TaskType,
      missionId: number,
      body: Omit<Partial<TaskInputBody>, 'type'>,
      actor: Actor,
    ): Promise<TaskWithPrizes> {
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const mission = await repos.missions.findById(missionId, tx);
        const campaign = mission ? await repos.campaigns.findForUpdate(mission.campaignId, tx) : undefined;
        if (!mission || !campaign || !(canView(actor, campaign) || canChange(actor, campaign)))
          throw validationError({ mission: [`Invalid pk "${missionId}" - object does not exist.`] });
        assertAccess(actor, campaign, 'change');
        assertChangeable(campaign, true, editActive);
        const errors = new FieldErrorTree();
        const task = normalizeTask(type, body, errors, []);
        errors.throwIfAny();
        const position = await repos.missions.nextPosition(mission.id, tx);
        await checkGames([task], tx);
        const { type: _type, ...fields } = task.fields;
        const row = await repos.missions.insertTask(
          mission.id,
          { ...fields, type, position },
          task.prizes ?? [],
          tx,
        );
        await touchAndCheck(campaign.id, tx);
        return (await repos.missions.findTask(row.id, tx))!;
      });
    },

    async updateTask(
      type: TaskType,
      taskId: number,
      body: Omit<Partial<TaskInputBody>, 'type'>,
      actor: Actor,
    ): Promise<TaskWithPrizes> {
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const existing = await repos.missions.findTask(taskId, tx);
        if (!existing || existing.type !== type) throw notFound();
        const mission = await repos.missions.findById(existing.missionId, tx);
        if (!mission) throw notFound();
        const campaign = await loadForChange(mission.campaignId, actor, tx);
        assertChangeable(campaign, true, editActive);
        const errors = new FieldErrorTree();
        const task = normalizeTask(type, body, errors, [], existing);
        errors.throwIfAny();
        await checkGames([task], tx);
        const { type: _type, ...fields } = task.fields;
        await repos.missions.updateTask(existing.id, fields, task.prizes, tx);
        await touchAndCheck(campaign.id, tx);
        return (await repos.missions.findTask(existing.id, tx))!;
      });
    },

    async removeTask(type: TaskType, taskId: number, actor: Actor): Promise<void> {
      const editActive = await editActiveOn();
      await inTransaction(async (tx) => {
        const existing = await repos.missions.findTask(taskId, tx);
        if (!existing || existing.type !== type) throw notFound();
        const mission = await repos.missions.findById(existing.missionId, tx);
        if (!mission) throw notFound();
        const campaign = await loadForChange(mission.campaignId, actor, tx);
        assertChangeable(campaign, true, editActive);
        await repos.missions.removeTask(existing.id, tx);
        const remaining = await repos.missions.taskIdsOf(mission.id, tx);
        await repos.missions.setPositions(remaining, tx);
        await touchAndCheck(campaign.id, tx);
      });
    },

    /** Puts the mission's tasks in the given order (exactly its task ids). */
    async reorderTasks(missionId: number, taskIds: number[], actor: Actor): Promise<MissionWithTasks> {
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const mission = await repos.missions.findById(missionId, tx);
        if (!mission) throw notFound();
        const campaign = await loadForChange(mission.campaignId, actor, tx);
        assertChangeable(campaign, true, editActive);
        const current = await repos.missions.taskIdsOf(mission.id, tx);
        const same =
          taskIds.length === current.length &&
          new Set(taskIds).size === taskIds.length &&
          taskIds.every((taskId) => current.includes(taskId));
        if (!same) throw validationError({ tasks: [CAMPAIGN_MESSAGES.reorderMismatch] });
        await repos.missions.setPositions(taskIds, tx);
        await repos.campaigns.update(campaign.id, {}, tx);
        const [full] = await repos.missions.withTasks([mission], tx);
        return full;
      });
    },

    // ---- Target groups (v1/player/target-groups/…) ----

    /** The target group and the campaign using it, checked for `access`. */
    async targetGroup(id: number, actor: Actor, access: Access, tx: Executor = db) {
      const group = await repos.targetGroups.findById(id, tx);
      if (!group) throw notFound();
      const campaign = await repos.campaigns.findByTargetGroup(group.id, tx);
      if (campaign) assertAccess(actor, campaign, access);
      else if (
        campaignVisibility(actor) !== 'all' ||
        (access !== 'view' && !canChange(actor, { creatorId: null }))
      )
        throw notFound();
      return { group, campaign: campaign ?? null };
    },

    async updateTargetGroup(
      id: number,
      changes: {
        filters?: PlayerFilters;
        manually_added_players?: number[];
        manually_removed_players?: number[];
      },
      actor: Actor,
    ) {
      const casino = await loadCasino();
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const group = await repos.targetGroups.findForUpdate(id, tx);
        if (!group) throw notFound();
        const campaign = await repos.campaigns.findByTargetGroup(group.id, tx);
        if (campaign) {
          assertAccess(actor, campaign, 'change');
          assertChangeable(campaign, true, editActive);
        } else if (campaignVisibility(actor) !== 'all' || !canChange(actor, { creatorId: null }))
          throw notFound();
        const errors = new FieldErrorTree();
        if (changes.filters) {
          for (const key of Object.keys(changes.filters))
            if (!casino.availablePlayerSelectionFilters.includes(key))
              errors.add(['filters', key], `"${key}" is not one of the casino's player selection filters.`);
        }
        const added = changes.manually_added_players ?? group.manuallyAddedPlayers;
        const removed = changes.manually_removed_players ?? group.manuallyRemovedPlayers;
        for (const [field, list] of [
          ['manually_added_players', changes.manually_added_players],
          ['manually_removed_players', changes.manually_removed_players],
        ] as const) {
          if (!list) continue;
          const existing = await repos.players.existingIds(list, tx);
          for (const playerId of new Set(list))
            if (!existing.has(playerId))
              errors.add([field], `Invalid pk "${playerId}" - object does not exist.`);
        }
        const both = [...new Set(added)].filter((playerId) => removed.includes(playerId));
        if (both.length > 0)
          errors.add(
            ['manually_removed_players'],
            `Players ${both.join(', ')} cannot be both manually added and manually removed.`,
          );
        errors.throwIfAny();
        const filters = changes.filters
          ? Object.fromEntries(
              Object.entries(changes.filters).map(([key, values]) => [
                key,
                [...new Set(values.map((v) => v.trim()))],
              ]),
            )
          : group.filters;
        const updated = await repos.targetGroups.update(
          group.id,
          {
            filters,
            manuallyAddedPlayers: [...new Set(added)],
            manuallyRemovedPlayers: [...new Set(removed)],
          },
          tx,
        );
        const count = await repos.players.countInGroup(updated ?? group, tx);
        return (await repos.targetGroups.update(group.id, { lastPlayersCount: count }, tx)) ?? group;
      });
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
