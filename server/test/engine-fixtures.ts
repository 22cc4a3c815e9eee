import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  campaigns,
  competitionPlacePrizes,
  competitionPlaces,
  competitions,
  competitionTasks,
  jackpots,
  missions,
  missionTasks,
  playerEvents,
  players,
  prizeDropPrizes,
  prizeDrops,
  prizes,
  targetGroups,
  taskPrizes,
  type CampaignType,
  type EventKind,
} from '../db/schema';
import { applyCampaignEffects, type CampaignEffects } from '../services/engine/campaigns';
import { lockEventPlayers } from '../services/engine/campaigns/batch';
import type { EngineEvent } from '../services/engine/types';

// Campaigns, players and events for the engine's rule tests, written straight to the database: the
// rules are what is tested here, not the builder.

export const HOUR = 3_600_000;
let serial = 0;
const next = () => `${Date.now().toString(36)}-${(serial += 1)}`;

/** An active campaign of `type` running from `start` for `hours`. */
export async function makeCampaign(
  app: FastifyInstance,
  type: CampaignType,
  options: {
    start?: Date;
    hours?: number;
    optIn?: boolean;
    controlGroup?: number;
    targetGroup?: { filters?: Record<string, string[]>; added?: number[]; removed?: number[] };
    creatorId?: number | null;
  } = {},
) {
  const start = options.start ?? new Date(Date.now() - HOUR);
  let targetGroupId: number | null = null;
  if (options.targetGroup) {
    const [group] = await app.db
      .insert(targetGroups)
      .values({
        filters: options.targetGroup.filters ?? {},
        manuallyAddedPlayers: options.targetGroup.added ?? [],
        manuallyRemovedPlayers: options.targetGroup.removed ?? [],
      })
      .returning();
    targetGroupId = group.id;
  }
  const [campaign] = await app.db
    .insert(campaigns)
    .values({
      name: `Engine ${type} ${next()}`,
      type,
      status: 'AC',
      startDate: start,
      endDate: new Date(start.getTime() + (options.hours ?? 24) * HOUR),
      optIn: options.optIn ?? false,
      controlGroup: options.controlGroup ?? 0,
      targetGroupId,
      creatorId: options.creatorId ?? null,
    })
    .returning();
  return campaign;
}

type TaskInput = Partial<typeof missionTasks.$inferInsert> & Pick<typeof missionTasks.$inferInsert, 'type'>;

/** A mission (position 0 unless given) with its tasks, each with one cash prize of `prize` (default 5). */
export async function makeMission(
  app: FastifyInstance,
  campaignId: number,
  mission: Partial<typeof missions.$inferInsert>,
  tasks: Array<TaskInput & { prize?: number }>,
) {
  const [row] = await app.db
    .insert(missions)
    .values({ ...mission, campaignId })
    .returning();
  const taskRows = [];
  for (const [position, { prize, ...task }] of tasks.entries()) {
    const [taskRow] = await app.db
      .insert(missionTasks)
      .values({ position, ...task, missionId: row.id })
      .returning();
    await app.db.insert(taskPrizes).values({ taskId: taskRow.id, kind: 'cash', amount: prize ?? 5 });
    taskRows.push(taskRow);
  }
  return { mission: row, tasks: taskRows };
}

/** A tournament or race with tasks (points) and places (each with a cash prize). */
export async function makeCompetition(
  app: FastifyInstance,
  campaignId: number,
  competition: Partial<typeof competitions.$inferInsert> & Pick<typeof competitions.$inferInsert, 'kind'>,
  tasks: Array<
    Partial<typeof competitionTasks.$inferInsert> & Pick<typeof competitionTasks.$inferInsert, 'type'>
  >,
  places: Array<{ lower: number; upper: number; cash: number }>,
) {
  const [row] = await app.db
    .insert(competitions)
    .values({ ...competition, campaignId })
    .returning();
  for (const [position, task] of tasks.entries())
    await app.db.insert(competitionTasks).values({ position, ...task, competitionId: row.id });
  for (const [position, place] of places.entries()) {
    const [placeRow] = await app.db
      .insert(competitionPlaces)
      .values({ competitionId: row.id, position, lowerPosition: place.lower, upperPosition: place.upper })
      .returning();
    await app.db
      .insert(competitionPlacePrizes)
      .values({ placeId: placeRow.id, kind: 'cash', amount: place.cash });
  }
  return row;
}

/** A prize drop with `drops` drops of cash prizes of 10 (quantity = drops). */
export async function makePrizeDrop(
  app: FastifyInstance,
  campaignId: number,
  settings: Partial<typeof prizeDrops.$inferInsert> & { drops: number },
) {
  const [drop] = await app.db
    .insert(prizeDrops)
    .values({ ...settings, campaignId })
    .returning();
  const [prize] = await app.db.insert(prizes).values({ kind: 'cash', amount: 10 }).returning();
  await app.db
    .insert(prizeDropPrizes)
    .values({ prizeDropId: drop.id, prizeId: prize.id, quantity: settings.drops });
  return drop;
}

export async function makeJackpot(
  app: FastifyInstance,
  campaignId: number,
  settings: Partial<typeof jackpots.$inferInsert>,
) {
  const [row] = await app.db
    .insert(jackpots)
    .values({ ...settings, campaignId })
    .returning();
  return row;
}

export async function makePlayer(
  app: FastifyInstance,
  attributes: Partial<typeof players.$inferInsert> = {},
) {
  const [player] = await app.db
    .insert(players)
    .values({ hash: `engine-${next()}`, currency: 'EUR', ...attributes })
    .returning();
  return player;
}

export interface EventInput {
  kind: EventKind;
  player: number;
  at: Date;
  uniqueId?: string;
  [field: string]: unknown;
}

/** A game round (EUR unless given; money as the wire's decimal strings). */
export const round = (
  player: number,
  at: Date,
  bet: number,
  win = 0,
  extra: Record<string, unknown> = {},
): EventInput => ({
  kind: 'gameround',
  player,
  at,
  game: 1,
  round_id: next(),
  bet: bet.toFixed(2),
  win: win.toFixed(2),
  currency: 'EUR',
  is_bonus: false,
  is_round_end: true,
  ...extra,
});

export const deposit = (
  player: number,
  at: Date,
  amount: number,
  extra: Record<string, unknown> = {},
): EventInput => ({
  kind: 'deposit',
  player,
  at,
  amount: amount.toFixed(2),
  currency: 'EUR',
  method: 'card',
  status: 'approved',
  ...extra,
});

/** Stored events as the worker would hand them over (unique ids filled in). */
export function engineEvents(inputs: readonly EventInput[]): EngineEvent[] {
  return inputs.map((input) => {
    const { kind, player, at, uniqueId, ...payload } = input;
    return { id: 0, uniqueId: uniqueId ?? `ev-${next()}`, kind, playerId: player, occurredAt: at, payload };
  });
}

/**
 * Applies events as one worker batch: stores them (never queued: they are applied here), takes their
 * players' locks and applies the campaigns' rules, in one transaction (as the worker does).
 */
export async function applyEvents(
  app: FastifyInstance,
  events: readonly EngineEvent[],
  now: Date = new Date(),
): Promise<CampaignEffects> {
  return app.db.transaction(async (tx) => {
    const stored = await tx
      .insert(playerEvents)
      .values(
        events.map((event) => ({
          uniqueId: event.uniqueId,
          kind: event.kind,
          playerId: event.playerId,
          occurredAt: event.occurredAt,
          payload: event.payload,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: playerEvents.id, uniqueId: playerEvents.uniqueId });
    const ids = new Map(stored.map((row) => [row.uniqueId, row.id]));
    const fresh = events
      .filter((event) => ids.has(event.uniqueId))
      .map((event) => ({ ...event, id: ids.get(event.uniqueId)! }));
    return (await applyCampaignEffects(tx, await lockEventPlayers(tx, fresh), now)) as CampaignEffects;
  });
}

/** Rows of a raw query. */
export async function query<T>(app: FastifyInstance, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export const uid = () => randomUUID();
