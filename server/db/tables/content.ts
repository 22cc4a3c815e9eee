import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import { campaigns, users } from './core';

/** Rich text per language: language code → sanitised HTML. */
export type TextsByLanguage = Record<string, string>;

const createdAt = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated', { withTimezone: true }).notNull().defaultNow();

/**
 * Terms and conditions documents (spec §7 `v1/campaigns/terms/`): rich text per language. Those marked
 * as templates are what a campaign's terms step can start from (`v1/campaigns/terms-templates/`).
 */
export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    isTemplate: boolean('is_template').notNull().default(false),
    terms: jsonb('terms').$type<TextsByLanguage>().notNull().default({}),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    created: createdAt(),
    updated: updatedAt(),
  },
  (t) => [index('terms_is_template_id_idx').on(t.isTemplate, t.id)],
);

/**
 * The casino's one campaign-info template (what players read about how a campaign works), per
 * language. A single row: its id is always 1.
 */
export const campaignInfoTemplate = pgTable(
  'campaign_info_template',
  {
    id: integer('id').primaryKey().default(1),
    info: jsonb('info').$type<TextsByLanguage>().notNull().default({}),
    updated: updatedAt(),
  },
  (t) => [check('campaign_info_template_single_row', sql`${t.id} = 1`)],
);

/** A campaign's own campaign info, replacing the template (when the casino allows it). */
export const campaignInfoOverrides = pgTable('campaign_info_overrides', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  info: jsonb('info').$type<TextsByLanguage>().notNull().default({}),
  updated: updatedAt(),
});

export type TermsRow = typeof terms.$inferSelect;
