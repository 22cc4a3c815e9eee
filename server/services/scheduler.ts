import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';
import type { Repositories } from '../repositories';
import type { NewNotification } from '../repositories/notifications';
import { campaignUrl, type CampaignsService } from './campaigns';
import type { NotificationsService } from './notifications';
import { formatDateTimeUtc } from '../lib/time';
import { settleCampaigns } from './engine/campaigns/settle';
import { formatAmount } from '../lib/money';
import { baseCurrencyOf } from '../lib/currency';
import { occurrenceRefusedAlerts, overlapAlerts } from './campaign-alerts';

/**
 * Key of the transaction-level advisory lock a tick holds: with several API instances on one PostgreSQL
 * database, only the instance that gets it works that tick (the others skip it).
 */
export const SCHEDULER_LOCK_KEY = 740_311_001;

export interface TickResult {
  /** false when another instance held the lock (or a tick of this one was still running). */
  ran: boolean;
  activated: number[];
  finished: number[];
  /** Ids of the recurring occurrences created. */
  occurrences: number[];
  costAlarms: number[];
}

/**
 * The campaign scheduler: every `intervalSeconds` (SCHEDULER_INTERVAL) it moves scheduled campaigns to
 * active at their start and active ones to finished at their end, creates the next occurrence of a
 * finished recurring campaign (alerting its refusal or its clashes), and raises each cost alarm once.
 * `tick(now)` does one round (tests call it directly; `start()` is for index.ts only). Notifications are
 * stored with the changes and pushed after the commit.
 */
export function createScheduler(deps: {
  db: Executor;
  repos: Repositories;
  campaigns: CampaignsService;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  intervalSeconds: number;
}) {
  const { db, repos, campaigns, notifications, log, intervalSeconds } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<TickResult> | null = null;

  async function work(now: Date): Promise<TickResult> {
    const queued: NewNotification[] = [];
    const result = await db.transaction(async (tx) => {
      const lock = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK_KEY}) as locked`,
      );
      if (!(lock as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked) return null;

      const activated = await repos.campaigns.activateDue(now, tx);
      const finished = await repos.campaigns.finishDue(now, tx);
      // Tournaments and races freeze their standings and award their places, once, before the cost alarms.
      await settleCampaigns(tx, finished, now);
      const occurrences: number[] = [];
      for (const campaign of finished) {
        const next = await campaigns.createNextOccurrence(campaign, tx, now);
        if (next) {
          occurrences.push(next.occurrence.id);
          // Nobody publishes an occurrence by hand: a refusal, or a clash, is told to whoever must act.
          queued.push(
            ...(next.refused.length > 0
              ? await occurrenceRefusedAlerts(repos, next.occurrence, next.refused, tx)
              : await overlapAlerts(repos, next.occurrence, tx)),
          );
        }
        if (campaign.creatorId === null) continue;
        const { startDate } = next?.occurrence ?? {};
        queued.push({
          userId: campaign.creatorId,
          title: `Campaign finished: ${campaign.name}`,
          text: !next
            ? `The campaign "${campaign.name}" has finished.`
            : next.refused.length > 0
              ? `The campaign "${campaign.name}" has finished. Its next occurrence could not be scheduled and is a draft.`
              : `The campaign "${campaign.name}" has finished. Its next occurrence starts on ${startDate ? formatDateTimeUtc(startDate) : 'a date to be set'}.`,
          url: campaignUrl(campaign.id),
        });
      }
      const alarms = await repos.campaigns.costAlarmsDue(tx);
      // A campaign's cost and its alarm are both counted in the casino's base currency.
      const currency = alarms.length > 0 ? baseCurrencyOf(await repos.casino.get(tx)) : '';
      // Once per campaign (costAlarmsDue marks it raised), to every staff member who may see it.
      for (const campaign of alarms) {
        const alarm = {
          kind: 'cost_alarm' as const,
          title: `Campaign cost alarm: ${campaign.name}`,
          text: `The cost of "${campaign.name}" (${formatAmount(campaign.cost, currency)}) has exceeded the alarm of ${formatAmount(campaign.costAlarm ?? 0, currency)}.`,
          url: campaignUrl(campaign.id),
        };
        for (const userId of await repos.users.idsWatchingCampaign(campaign.id, undefined, tx))
          queued.push({ userId, ...alarm });
      }
      if (queued.length > 0) await repos.notifications.createMany(queued, tx);
      return {
        ran: true,
        activated: activated.map((c) => c.id),
        finished: finished.map((c) => c.id),
        occurrences,
        costAlarms: alarms.map((c) => c.id),
      };
    });
    for (const userId of new Set(queued.map((n) => n.userId))) await notifications.changed(userId);
    if (!result) return { ran: false, activated: [], finished: [], occurrences: [], costAlarms: [] };
    const changes = result.activated.length + result.finished.length + result.costAlarms.length;
    if (changes > 0) log.info({ ...result, ran: undefined }, 'campaign scheduler tick');
    return result;
  }

  async function tick(now: Date = new Date()): Promise<TickResult> {
    if (running) return { ran: false, activated: [], finished: [], occurrences: [], costAlarms: [] };
    running = work(now);
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  return {
    tick,

    /** Runs a tick now and then every interval (no-op when the interval is 0 or already started). */
    start(): void {
      if (timer || intervalSeconds <= 0) return;
      const run = () =>
        void tick().catch((error: unknown) => log.error({ err: error }, 'campaign scheduler tick failed'));
      timer = setInterval(run, intervalSeconds * 1000);
      timer.unref();
      run();
    },

    /** Stops the timer and waits for a running tick. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },

    get started(): boolean {
      return timer !== null;
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
