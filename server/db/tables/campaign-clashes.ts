import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { campaigns, users } from './core';

/**
 * Clashes staff have looked at and accepted (two campaigns meant to run together on the same games or
 * players): the overview stops warning about them. One row per pair, the lower id first.
 */
export const acceptedClashes = pgTable(
  'accepted_clashes',
  {
    firstCampaignId: integer('first_campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    secondCampaignId: integer('second_campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.firstCampaignId, t.secondCampaignId] }),
    check('accepted_clashes_order_check', sql`${t.firstCampaignId} < ${t.secondCampaignId}`),
  ],
);
