import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { prizeColumns } from '../prize-columns';
import { GAMEPLAY_MODES, PRIZE_KINDS, type GameplayMode } from '../../../contract/campaigns';
import {
  COMPETITION_TASK_TYPES,
  TOURNAMENT_TYPES,
  type CompetitionTaskType,
  type TournamentType,
} from '../../../contract/competitions';
import { campaigns } from './core';

const createdAt = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Tournaments and races are both competitions: players score points with tasks, places win prizes. */
export const COMPETITION_KINDS = ['tournament', 'race'] as const;
export type CompetitionKind = (typeof COMPETITION_KINDS)[number];

export { COMPETITION_TASK_TYPES, TOURNAMENT_TYPES, type CompetitionTaskType, type TournamentType };

/**
 * A tournament's or a race's settings, one row per campaign. Columns of the other kind stay null:
 * tournament — type, spins before restart, attempts; race — max spins and the speed race (the first
 * `speedRaceWinners` players to reach `speedRaceTarget` points win).
 */
export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .unique()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CompetitionKind>().notNull(),
    tournamentType: text('tournament_type').$type<TournamentType>(),
    spinsBeforeRestart: integer('spins_before_restart'),
    attempts: integer('attempts'),
    maxSpins: integer('max_spins'),
    minBet: money('min_bet'),
    speedRace: boolean('speed_race').notNull().default(false),
    speedRaceTarget: numeric('speed_race_target', { precision: 14, scale: 2, mode: 'number' }),
    speedRaceWinners: integer('speed_race_winners'),
    created: createdAt(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('competitions_kind_check', sql`${t.kind} in (${inList(COMPETITION_KINDS)})`),
    check(
      'competitions_tournament_type_check',
      sql`${t.tournamentType} is null or ${t.tournamentType} in (${inList(TOURNAMENT_TYPES)})`,
    ),
    index('competitions_kind_idx').on(t.kind, t.id),
  ],
);

/** Tasks with points: gameplay (rounds; times, multiplier or wins in a row) and turnover (amount). */
export const competitionTasks = pgTable(
  'competition_tasks',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    type: text('type').$type<CompetitionTaskType>().notNull(),
    position: integer('position').notNull().default(0),
    points: numeric('points', { precision: 12, scale: 2, mode: 'number' }),
    amount: money('amount'),
    rounds: integer('rounds'),
    mode: text('mode').$type<GameplayMode>(),
    times: integer('times'),
    multiplier: numeric('multiplier', { precision: 12, scale: 2, mode: 'number' }),
    games: integer('games')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    created: createdAt(),
  },
  (t) => [
    index('competition_tasks_competition_position_idx').on(t.competitionId, t.position),
    check('competition_tasks_type_check', sql`${t.type} in (${inList(COMPETITION_TASK_TYPES)})`),
    check('competition_tasks_mode_check', sql`${t.mode} is null or ${t.mode} in (${inList(GAMEPLAY_MODES)})`),
  ],
);

/** Places (a race's positions): the positions from lower to upper share the place's prizes. */
export const competitionPlaces = pgTable(
  'competition_places',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    lowerPosition: integer('lower_position').notNull(),
    upperPosition: integer('upper_position').notNull(),
  },
  (t) => [
    index('competition_places_competition_position_idx').on(t.competitionId, t.position),
    check('competition_places_range_check', sql`${t.lowerPosition} between 1 and ${t.upperPosition}`),
  ],
);

/** A place's prizes, in the one prize model (db/schema `prizeColumns`). */
export const competitionPlacePrizes = pgTable(
  'competition_place_prizes',
  {
    id: serial('id').primaryKey(),
    placeId: integer('place_id')
      .notNull()
      .references(() => competitionPlaces.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    ...prizeColumns(),
  },
  (t) => [
    index('competition_place_prizes_place_idx').on(t.placeId, t.position),
    check('competition_place_prizes_kind_check', sql`${t.kind} in (${inList(PRIZE_KINDS)})`),
  ],
);

export type Competition = typeof competitions.$inferSelect;
export type CompetitionTask = typeof competitionTasks.$inferSelect;
export type NewCompetitionTask = typeof competitionTasks.$inferInsert;
export type CompetitionPlace = typeof competitionPlaces.$inferSelect;
export type CompetitionPlacePrize = typeof competitionPlacePrizes.$inferSelect;
