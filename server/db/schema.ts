import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();

export const USER_STATUSES = ['AC', 'BL', 'FR', 'IN'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lower-cased; unique case-insensitively. */
    email: text('email').notNull(),
    password: text('password').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    markets: jsonb('markets').$type<string[]>().notNull().default([]),
    status: text('status').$type<UserStatus>().notNull().default('AC'),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    mfaSecret: text('mfa_secret'),
    /** Set by an administrator: the user must use a second factor (enrolled at the next sign-in). */
    mfaRequired: boolean('mfa_required').notNull().default(false),
    /** A secret being enrolled (MFA setup, or a sign-in that must enrol), kept apart from the active one. */
    mfaPendingSecret: text('mfa_pending_secret'),
    /** Last accepted TOTP time step: a code whose step is not greater is refused (replay). */
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    created: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_status_check', sql`${t.status} in ('AC', 'BL', 'FR', 'IN')`),
  ],
);

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  created: createdAt(),
});

export const groupPermissions = pgTable(
  'group_permissions',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.permission] })],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_groups_group_idx').on(t.groupId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    /** The token family (the `sid` claim of every token of one sign-in). */
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    created: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_created_idx').on(t.familyId, t.created),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

export const mfaWhitelistedIps = pgTable('mfa_whitelisted_ips', {
  id: serial('id').primaryKey(),
  /** A single address, or a network in CIDR notation. */
  ip: inet('ip').notNull().unique(),
  created: createdAt(),
});

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased email the attempt was for (may belong to no account). */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    created: createdAt(),
  },
  (t) => [
    index('login_failures_email_created_idx').on(t.email, t.created),
    index('login_failures_ip_created_idx').on(t.ip, t.created),
    index('login_failures_created_idx').on(t.created),
  ],
);

export const PASSWORD_TOKEN_PURPOSES = ['reset', 'invite'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/** Single-use links of password reset and invitation mails; only the SHA-256 of the token is stored. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<PasswordTokenPurpose>().notNull(),
    /** Hex SHA-256 of the token sent in the link. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    created: createdAt(),
  },
  (t) => [
    uniqueIndex('password_tokens_token_hash_key').on(t.tokenHash),
    index('password_tokens_user_created_idx').on(t.userId, t.created),
    index('password_tokens_expires_idx').on(t.expiresAt),
    check('password_tokens_purpose_check', sql`${t.purpose} in ('reset', 'invite')`),
  ],
);

/** Every mail the server sent (or, without SMTP_URL, would have sent). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased recipient address. */
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    created: createdAt(),
  },
  (t) => [index('outbox_to_created_idx').on(t.to, t.created), index('outbox_created_idx').on(t.created)],
);

export interface Language {
  code: string;
  name: string;
}

export interface PlatformConfiguration {
  bonus_prizes_bonus_ids: Array<number | string>;
  cash_prizes_bonus_ids: Array<number | string>;
  free_spins_bonus_ids: Array<number | string>;
  bonus_prize_settings: Record<string, unknown>;
  cash_prize_settings: Record<string, unknown>;
  free_spins_prize_settings: Record<string, unknown>;
}

export const casinos = pgTable('casinos', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  platformCodename: text('platform_codename').notNull(),
  loginImage: text('login_image'),
  availableCampaigns: jsonb('available_campaigns').$type<string[]>().notNull().default([]),
  availableGameEditableFields: jsonb('available_game_editable_fields')
    .$type<string[]>()
    .notNull()
    .default([]),
  availablePlayerSelectionFilters: jsonb('available_player_selection_filters')
    .$type<string[]>()
    .notNull()
    .default([]),
  languages: jsonb('languages').$type<Language[]>().notNull().default([]),
  dateTimeFormat: text('date_time_format').notNull().default('DD.MM.YYYY HH:mm'),
  exchangeRates: jsonb('exchange_rates').$type<Record<string, number>>().notNull().default({}),
  overlayId: integer('overlay_id'),
  overlayPosition: text('overlay_position'),
  platformConfiguration: jsonb('platform_configuration').$type<PlatformConfiguration>().notNull(),
  // Feature settings (GET/PATCH v1/casinos/settings/).
  allowUsersToEditCampaignInfoPerCampaign: boolean('allow_users_to_edit_campaign_info_per_campaign')
    .notNull()
    .default(false),
  backofficeToRunInUtc: boolean('backoffice_to_run_in_utc').notNull().default(false),
  enableLocalizedJackpotTitle: boolean('enable_localized_jackpot_title').notNull().default(false),
  enablePageChangeCampaignInfoTemplate: boolean('enable_page_change_campaign_info_template')
    .notNull()
    .default(true),
  enableReportsTab: boolean('enable_reports_tab').notNull().default(true),
  currencies: jsonb('currencies').$type<string[]>().notNull().default([]),
  created: createdAt(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  created: createdAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    url: text('url'),
    hasBeenRead: boolean('has_been_read').notNull().default(false),
    created: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.created)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Casino = typeof casinos.$inferSelect;
export type RefreshToken = typeof refreshTokens.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type FeatureFlag = typeof featureFlags.$inferSelect;
export type PasswordToken = typeof passwordTokens.$inferSelect;
export type OutboxMessage = typeof outbox.$inferSelect;
export type MfaWhitelistedIp = typeof mfaWhitelistedIps.$inferSelect;
