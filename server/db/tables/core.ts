import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CAMPAIGN_TYPES, type CampaignType } from '../../../contract/campaignTypes';
import {
  BET_SETTLEMENTS,
  BET_TYPES,
  CAMPAIGN_STATUSES,
  GAMEPLAY_MODES,
  PRIZE_KINDS,
  RECURRING_UNITS,
  TASK_TYPES,
  type BetSettlement,
  type BetType,
  type CampaignStatus,
  type GameplayMode,
  type PrizeKind,
  type RecurringUnit,
  type TaskType,
} from '../../../contract/campaigns';
import {
  GALLERY_CONTENT_TYPES,
  GALLERY_LIBRARIES,
  type GalleryContentType,
  type GalleryLibrary,
} from '../../../contract/gallery';
import { NOTIFICATION_KINDS } from '../../../contract/notifications';
import { USER_STATUSES, type UserStatus } from '../../../contract/users';
import { prizeColumns } from '../prize-columns';

const createdAt = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();

export { USER_STATUSES, type UserStatus };

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

/** A text file a mail carries. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Every mail the server sent (or, without SMTP_URL, would have sent). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased recipient address. */
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Files the mail carries (a report), kept whole so the outbox shows what was sent. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
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
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull().default('info'),
    hasBeenRead: boolean('has_been_read').notNull().default(false),
    created: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.created)],
);

/** Money and other decimals: numeric in the database, JSON numbers on the wire. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export { CAMPAIGN_TYPES, type CampaignType };

export { CAMPAIGN_STATUSES, type CampaignStatus };

export { RECURRING_UNITS, type RecurringUnit };

/**
 * A campaign's repetition: every N days/weeks/months, or on listed start dates. `quantity` is the number
 * of occurrences still to come ("No. of recurring" in the client).
 */
export type Recurring =
  | { kind: 'every'; every_n: number; unit: RecurringUnit; quantity: number }
  | { kind: 'dates'; dates: string[]; quantity: number };

/** Player selection filters (the casino's `available_player_selection_filters`) → accepted values. */
export type PlayerFilters = Record<string, string[]>;

/** Who a campaign is for: players matching the filters, plus those added, minus those removed by hand. */
export const targetGroups = pgTable('target_groups', {
  id: serial('id').primaryKey(),
  filters: jsonb('filters').$type<PlayerFilters>().notNull().default({}),
  manuallyAddedPlayers: integer('manually_added_players')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  manuallyRemovedPlayers: integer('manually_removed_players')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  lastPlayersCount: integer('last_players_count').notNull().default(0),
  created: createdAt(),
  modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
});

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').$type<CampaignType>().notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('DR'),
    isTemplate: boolean('is_template').notNull().default(false),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    recurring: jsonb('recurring').$type<Recurring | null>(),
    /** The campaign this one recurs from (the occurrence before it). */
    parentId: integer('parent_id').references((): AnyPgColumn => campaigns.id, { onDelete: 'set null' }),
    hideOverlay: boolean('hide_overlay').notNull().default(false),
    showOverlayAfterEnd: boolean('show_overlay_after_end').notNull().default(false),
    /** "Display in first position". */
    priority: boolean('priority').notNull().default(false),
    optIn: boolean('opt_in').notNull().default(false),
    /**
     * Percent of the campaign's players (0–50) held out as a control group: chosen deterministically per
     * player and campaign, tracked by the engine but never rewarded, so staff can read the uplift.
     */
    controlGroup: integer('control_group').notNull().default(0),
    /** Language code → title. */
    titles: jsonb('titles').$type<Record<string, string>>().notNull().default({}),
    /** Language code → HTML, sanitised on write. */
    terms: jsonb('terms').$type<Record<string, string>>().notNull().default({}),
    desktopBackgroundImage: text('desktop_background_image'),
    mobileBackgroundImage: text('mobile_background_image'),
    campaignImage: text('campaign_image'),
    costAlarm: money('cost_alarm'),
    cost: money('cost').notNull().default(0),
    costAlarmNotified: boolean('cost_alarm_notified').notNull().default(false),
    /** Awards wait as `held` payouts until an approver other than the creator releases them. */
    holdPayouts: boolean('hold_payouts').notNull().default(false),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    targetGroupId: integer('target_group_id').references(() => targetGroups.id, { onDelete: 'set null' }),
    created: createdAt(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_status_idx').on(t.status),
    index('campaigns_creator_idx').on(t.creatorId),
    index('campaigns_start_date_idx').on(t.startDate),
    index('campaigns_end_date_idx').on(t.endDate),
    index('campaigns_created_idx').on(t.created),
    index('campaigns_parent_idx').on(t.parentId),
    index('campaigns_target_group_idx').on(t.targetGroupId),
    check('campaigns_type_check', sql`${t.type} in (${inList(CAMPAIGN_TYPES)})`),
    check('campaigns_status_check', sql`${t.status} in (${inList(CAMPAIGN_STATUSES)})`),
    check('campaigns_control_group_check', sql`${t.controlGroup} between 0 and 50`),
  ],
);

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Mission v2 chains several missions, unlocked in this order; other types have one, at 0. */
    position: integer('position').notNull().default(0),
    tasksInOrder: boolean('tasks_in_order').notNull().default(false),
    minBet: money('min_bet'),
    repeatable: boolean('repeatable').notNull().default(false),
    repeatCount: integer('repeat_count'),
    created: createdAt(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('missions_campaign_position_idx').on(t.campaignId, t.position)],
);

export {
  BET_SETTLEMENTS,
  BET_TYPES,
  GAMEPLAY_MODES,
  TASK_TYPES,
  type BetSettlement,
  type BetType,
  type GameplayMode,
  type TaskType,
};

export interface DepositRange {
  min: number;
  max: number;
}

export const missionTasks = pgTable(
  'mission_tasks',
  {
    id: serial('id').primaryKey(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    type: text('type').$type<TaskType>().notNull(),
    position: integer('position').notNull().default(0),
    /** deposit, netloss, turnover. */
    amount: money('amount'),
    /** deposit: ranges instead of one amount. */
    ranges: jsonb('ranges').$type<DepositRange[] | null>(),
    /** gameplay. */
    rounds: integer('rounds'),
    mode: text('mode').$type<GameplayMode>(),
    times: integer('times'),
    multiplier: numeric('multiplier', { precision: 12, scale: 2, mode: 'number' }),
    /** gameplay, turnover: game ids. */
    games: integer('games')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** netloss. */
    maxAmount: money('max_amount'),
    /** sportsbet: what a qualifying bet is on (`times` bets of at least `amount` each). */
    sport: text('sport'),
    league: text('league'),
    market: text('market'),
    betType: text('bet_type').$type<BetType>(),
    minOdds: numeric('min_odds', { precision: 8, scale: 2, mode: 'number' }),
    settledStatus: text('settled_status').$type<BetSettlement>(),
    created: createdAt(),
  },
  (t) => [
    index('mission_tasks_mission_position_idx').on(t.missionId, t.position),
    check('mission_tasks_type_check', sql`${t.type} in (${inList(TASK_TYPES)})`),
    check('mission_tasks_mode_check', sql`${t.mode} is null or ${t.mode} in (${inList(GAMEPLAY_MODES)})`),
  ],
);

export { PRIZE_KINDS, type PrizeKind };

export { prizeColumns };

export const taskPrizes = pgTable(
  'task_prizes',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => missionTasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    ...prizeColumns(),
  },
  (t) => [
    index('task_prizes_task_idx').on(t.taskId, t.position),
    check('task_prizes_kind_check', sql`${t.kind} in (${inList(PRIZE_KINDS)})`),
  ],
);

/** Prizes of their own (`POST v1/prizes/prize/`), referenced by id (a prize drop's prizes). */
export const prizes = pgTable(
  'prizes',
  {
    id: serial('id').primaryKey(),
    ...prizeColumns(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    created: createdAt(),
  },
  (t) => [check('prizes_kind_check', sql`${t.kind} in (${inList(PRIZE_KINDS)})`)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    provider: text('provider').notNull().default(''),
    category: text('category').notNull().default(''),
    themes: text('themes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deviceTypes: text('device_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    image: text('image'),
    existsInExternalApi: boolean('exists_in_external_api').notNull().default(true),
    created: createdAt(),
  },
  (t) => [
    index('games_name_idx').on(t.name),
    index('games_provider_idx').on(t.provider),
    index('games_category_idx').on(t.category),
  ],
);

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull().unique(),
    currency: text('currency').notNull().default(''),
    market: text('market').notNull().default(''),
    vipLevel: text('vip_level').notNull().default(''),
    affiliate: text('affiliate'),
    customerState: text('customer_state').notNull().default(''),
    segments: text('segments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    registered: timestamp('registered', { withTimezone: true }).notNull().defaultNow(),
    /** Responsible gambling: such a player is never targeted, never progresses and never wins. */
    blocked: boolean('blocked').notNull().default(false),
    selfExcluded: boolean('self_excluded').notNull().default(false),
    /** When the platform first said the player is blocked or self-excluded: nothing counts from then on. */
    excludedSince: timestamp('excluded_since', { withTimezone: true }),
  },
  (t) => [index('players_market_idx').on(t.market), index('players_currency_idx').on(t.currency)],
);

/**
 * The player of a row the engine's worker writes in bulk (wallet history, activity days, participations,
 * progress, standings, draws, awards): no foreign key. A key's check locks the player's row (`FOR KEY
 * SHARE`), which writes to the players' pages: about a quarter of PostgreSQL's CPU for a batch. The
 * worker writes only players it read under their engine locks, and deleting players deletes these rows
 * too (`players_delete_engine_rows`, migration 0032), as the key's cascade did.
 */
export const playerOfEngineRows = () => integer('player_id').notNull();

/**
 * The campaign of a row the engine's worker writes by the hundred a batch (participations, task and
 * mission progress, standings): no foreign key either. A key's check is a query of its own per row: a
 * twelfth of the embedded database's time for a batch. The worker reads its campaigns `FOR KEY SHARE`
 * (`loadBatch`), so none is deleted under a batch, and deleting campaigns deletes these rows too
 * (`campaigns_delete_engine_rows`, migration 0033), as the key's cascade did.
 */
export const campaignOfEngineRows = () => integer('campaign_id').notNull();

/** One row per player who joined a campaign: the source of the campaign statistics. */
export const campaignParticipations = pgTable(
  'campaign_participations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: campaignOfEngineRows(),
    playerId: playerOfEngineRows(),
    joined: timestamp('joined', { withTimezone: true }).notNull().defaultNow(),
    completed: timestamp('completed', { withTimezone: true }),
    prizePaid: money('prize_paid').notNull().default(0),
    /** Held out of the campaign's rewards (its control group), so the statistics can compare the two sides. */
    controlGroup: boolean('control_group').notNull().default(false),
    /** The day the player joined (statistics series). */
    day: date('day', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
  },
  (t) => [
    uniqueIndex('campaign_participations_campaign_player_key').on(t.campaignId, t.playerId),
    index('campaign_participations_campaign_day_idx').on(t.campaignId, t.day),
    index('campaign_participations_player_idx').on(t.playerId),
  ],
);

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Spec §5: the image kinds the gallery accepts (recognised by their bytes, not the declared type). */
export { GALLERY_CONTENT_TYPES, type GalleryContentType };

export { GALLERY_LIBRARIES, type GalleryLibrary };

export const galleryCategories = pgTable(
  'gallery_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    library: text('library').$type<GalleryLibrary>().notNull().default('campaign'),
    created: createdAt(),
  },
  (t) => [
    uniqueIndex('gallery_categories_library_name_lower_key').on(t.library, sql`lower(${t.name})`),
    check('gallery_categories_library_check', sql`${t.library} in (${inList(GALLERY_LIBRARIES)})`),
  ],
);

/**
 * Gallery images. The bytes live in the database, so every API instance over one PostgreSQL serves
 * every photo (no shared disk or object store to run). They never change once stored: a photo's URL
 * can be cached for good.
 */
export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => galleryCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    library: text('library').$type<GalleryLibrary>().notNull().default('campaign'),
    contentType: text('content_type').$type<GalleryContentType>().notNull(),
    size: integer('size').notNull(),
    /**
     * Bytes written before the media store (MEDIA_DIR) held them, and the demo seed's: moved to the store
     * on start and then null. New uploads go to the store only.
     */
    bytes: bytea('bytes'),
    created: createdAt(),
  },
  (t) => [
    index('gallery_photos_category_created_idx').on(t.categoryId, t.created),
    index('gallery_photos_created_idx').on(t.created),
    index('gallery_photos_library_created_idx').on(t.library, t.created),
    check('gallery_photos_library_check', sql`${t.library} in (${inList(GALLERY_LIBRARIES)})`),
    check('gallery_photos_content_type_check', sql`${t.contentType} in (${inList(GALLERY_CONTENT_TYPES)})`),
    check('gallery_photos_size_check', sql`${t.bytes} is null or ${t.size} = octet_length(${t.bytes})`),
  ],
);

/** What the activity log records about a change: each changed field's value before and after. */
export type ChangeSet = Record<string, { before: unknown; after: unknown }>;

/**
 * The activity log: one row per change made through the API, written in the transaction of the change
 * (server/services/audit.ts). The actor's email is copied so an entry still reads after the user goes.
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull().default(''),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id').notNull().default(''),
    resourceLabel: text('resource_label').notNull().default(''),
    changes: jsonb('changes').$type<ChangeSet>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    created: createdAt(),
  },
  (t) => [
    index('activity_logs_created_idx').on(t.created),
    index('activity_logs_actor_created_idx').on(t.actorId, t.created),
    index('activity_logs_action_created_idx').on(t.action, t.created),
    index('activity_logs_resource_idx').on(t.resource, t.resourceId),
  ],
);

/** One campaign type's limits in a limit group; null means "no limit". */
export interface CampaignTypeLimit {
  campaign_type: string;
  /** Scheduled or active campaigns of this type a member may have at once. */
  max_live_campaigns: number | null;
  /** The largest cost alarm a member may set on one campaign of this type. */
  max_cost_alarm: string | null;
}

/** Campaign limit groups: what their members may run, per campaign type (enforced on publish). */
export const campaignLimitGroups = pgTable(
  'campaign_limit_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    limits: jsonb('limits').$type<CampaignTypeLimit[]>().notNull().default([]),
    created: createdAt(),
  },
  (t) => [uniqueIndex('campaign_limit_groups_name_lower_key').on(sql`lower(${t.name})`)],
);

/** A user belongs to at most one limit group, so the limits that apply to them are never ambiguous. */
export const campaignLimitGroupUsers = pgTable(
  'campaign_limit_group_users',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => campaignLimitGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' })
      .unique(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

/** The prize catalogue (spec §3 "Catalog item: name, value"): things players can win, with an image. */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    imageType: text('image_type').$type<GalleryContentType>(),
    imageSize: integer('image_size'),
    image: bytea('image'),
    created: createdAt(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('catalog_items_name_idx').on(t.name),
    check('catalog_items_value_check', sql`${t.value} >= 0`),
  ],
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
export type Campaign = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
export type Mission = typeof missions.$inferSelect;
export type MissionTask = typeof missionTasks.$inferSelect;
export type NewMissionTask = typeof missionTasks.$inferInsert;
export type TaskPrize = typeof taskPrizes.$inferSelect;
export type NewTaskPrize = typeof taskPrizes.$inferInsert;
export type Prize = typeof prizes.$inferSelect;
export type Game = typeof games.$inferSelect;
export type Player = typeof players.$inferSelect;
export type TargetGroup = typeof targetGroups.$inferSelect;
export type CampaignParticipation = typeof campaignParticipations.$inferSelect;
export type GalleryCategory = typeof galleryCategories.$inferSelect;
export type GalleryPhoto = typeof galleryPhotos.$inferSelect;
export type ActivityLog = typeof activityLogs.$inferSelect;
export type CampaignLimitGroup = typeof campaignLimitGroups.$inferSelect;
export type CatalogItem = typeof catalogItems.$inferSelect;
