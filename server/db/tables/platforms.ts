import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The seeded stand-in of the platform integrations (demo and tests, when PLATFORM_API_URL is unset):
 * each row one record of a platform's collection (themill `boxes`, fasttrack `segments` …) in its
 * wire form, so edits (a loot box's name) survive restarts like the real platform's would.
 */
export const platformStandInRecords = pgTable(
  'platform_stand_in_records',
  {
    platform: text('platform').notNull(),
    collection: text('collection').notNull(),
    id: text('id').notNull(),
    position: integer('position').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.collection, t.id] })],
);

export type PlatformStandInRecord = typeof platformStandInRecords.$inferSelect;
