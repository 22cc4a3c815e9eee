import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { OVERLAY_POSITIONS, type OverlayPosition } from '../../../contract/overlays';
import { campaigns } from './core';

export { OVERLAY_POSITIONS, type OverlayPosition };

/**
 * The look of the campaign overlay players see on the casino site: the casino's own (no campaign,
 * named by `casinos.overlay_id`) or one campaign's (spec §3 "current campaign with overlay").
 */
export const overlays = pgTable('overlays', {
  id: serial('id').primaryKey(),
  campaignId: integer('campaign_id')
    .unique()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  title: text('title').notNull().default(''),
  accentColor: text('accent_color').notNull().default('#2450d6'),
  textColor: text('text_color').notNull().default('#ffffff'),
  image: text('image'),
  showProgress: boolean('show_progress').notNull().default(true),
  /** A campaign's own position; null follows the casino's. */
  position: text('position').$type<OverlayPosition>(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

export type Overlay = typeof overlays.$inferSelect;
export type NewOverlay = typeof overlays.$inferInsert;
