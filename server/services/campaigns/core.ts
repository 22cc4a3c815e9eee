import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { CAMPAIGN_TYPES, type Campaign, type CampaignType, type Casino } from '../../db/schema';
import { FieldErrorTree } from '../../lib/field-errors';
import type { Repositories } from '../../repositories';
import type { NewNotification } from '../../repositories/notifications';
import { toDetailDto, type CampaignDetail } from '../../schemas/campaigns';
import { CAMPAIGN_TYPE_TABLE, isTypeOffered } from '../../../contract/campaignTypes';
import type { AuditService, LoggedChange } from '../audit';
import { checkPublish } from '../campaign-rules';
import type { NotificationsService } from '../notifications';
import { assertAccess, EDIT_ACTIVE_FLAG, type Access, type Actor } from './access';
import { createTypeModules } from './types';

export interface CampaignServiceDeps {
  db: Executor;
  repos: Repositories;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  audit: AuditService;
}

/** A campaign as the activity log records it: what staff set, not the bookkeeping columns. */
export const campaignAuditView = (campaign: Campaign) => {
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

/**
 * What every section of the campaign service shares: transactions that push their notifications after
 * the commit, access checks under a row lock, the detail, and the type modules' hooks.
 */
export function createCampaignCore(deps: CampaignServiceDeps) {
  const { db, repos, notifications, audit } = deps;
  const types = createTypeModules({ repos });

  const moduleOf = (type: CampaignType) => types.modules[type];

  async function loadCasino(tx: Executor = db): Promise<Casino> {
    const casino = await repos.casino.get(tx);
    if (!casino) throw new Error('No casino row: the database was not seeded (ensureBaseData).');
    return casino;
  }

  async function flagOn(key: string, tx: Executor = db): Promise<boolean> {
    return (await repos.featureFlags.get(key, tx))?.enabled ?? false;
  }

  const editActiveOn = (tx: Executor = db) => flagOn(EDIT_ACTIVE_FLAG, tx);

  /** The types a campaign can be created as now: the casino's, with their flags on (utils/campaignTypes). */
  async function offeredTypes(casino: Casino, tx: Executor = db): Promise<CampaignType[]> {
    const flags = [...new Set(CAMPAIGN_TYPE_TABLE.flatMap((row) => (row.flag ? [row.flag] : [])))];
    const states = new Map(
      await Promise.all(flags.map(async (flag) => [flag, await flagOn(flag, tx)] as const)),
    );
    return CAMPAIGN_TYPES.filter((type) =>
      isTypeOffered(type, casino.availableCampaigns, (flag) => states.get(flag)),
    );
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

  /** Logs a change in the transaction `tx` that makes it. */
  const logChange = (tx: Executor, actor: Actor, change: LoggedChange) =>
    audit.record(tx, { actor: { id: actor.id, email: actor.email }, ip: actor.ip ?? '', ...change });

  async function loadForChange(id: number, actor: Actor, tx: Executor, access: Access = 'change') {
    return assertAccess(actor, await repos.campaigns.findForUpdate(id, tx), access);
  }

  async function detail(campaign: Campaign, tx: Executor = db): Promise<CampaignDetail> {
    const creatorName = await repos.campaigns.creatorName(campaign.creatorId, tx);
    const typeModule = moduleOf(campaign.type);
    const settings = typeModule ? { [typeModule.field]: await typeModule.load(campaign, tx) } : {};
    return toDetailDto(campaign, creatorName, settings);
  }

  /** Every publish rule: the common ones and the type's own, all reported at once. */
  async function publishErrors(campaign: Campaign, now: Date, tx: Executor): Promise<FieldErrorTree> {
    const errors = new FieldErrorTree();
    checkPublish(campaign, now, errors);
    await moduleOf(campaign.type)?.checkPublish(campaign, errors, tx);
    return errors;
  }

  /**
   * Edits of a scheduled or active campaign (its fields or settings) must leave it publishable:
   * otherwise 400 with the publish errors, and the transaction stores nothing. Marks it modified.
   */
  async function touchAndCheck(campaignId: number, tx: Executor, now: Date = new Date()): Promise<void> {
    const campaign = await repos.campaigns.update(campaignId, {}, tx);
    if (!campaign || campaign.isTemplate || (campaign.status !== 'SC' && campaign.status !== 'AC')) return;
    (await publishErrors(campaign, now, tx)).throwIfAny();
  }

  return {
    ...deps,
    types,
    moduleOf,
    loadCasino,
    editActiveOn,
    offeredTypes,
    inTransaction,
    logChange,
    loadForChange,
    detail,
    publishErrors,
    touchAndCheck,
  };
}

export type CampaignCore = ReturnType<typeof createCampaignCore>;
