CREATE TABLE "campaign_participations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"joined" timestamp with time zone DEFAULT now() NOT NULL,
	"completed" timestamp with time zone,
	"prize_paid" numeric(14, 2) DEFAULT 0 NOT NULL,
	"day" date DEFAULT current_date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'DR' NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"recurring" jsonb,
	"parent_id" integer,
	"hide_overlay" boolean DEFAULT false NOT NULL,
	"show_overlay_after_end" boolean DEFAULT false NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"opt_in" boolean DEFAULT false NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"desktop_background_image" text,
	"mobile_background_image" text,
	"campaign_image" text,
	"cost_alarm" numeric(14, 2),
	"cost" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cost_alarm_notified" boolean DEFAULT false NOT NULL,
	"creator_id" integer,
	"target_group_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_type_check" CHECK ("campaigns"."type" in ('mission', 'tournament', 'jackpot', 'prizeDrop', 'race', 'missionV2', 'sportsbookMission')),
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('DR', 'SC', 'AC', 'CA', 'FI'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"themes" text[] DEFAULT '{}'::text[] NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"device_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"image" text,
	"exists_in_external_api" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2),
	"ranges" jsonb,
	"rounds" integer,
	"mode" text,
	"times" integer,
	"multiplier" numeric(12, 2),
	"games" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"max_amount" numeric(14, 2),
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_tasks_type_check" CHECK ("mission_tasks"."type" in ('deposit', 'gameplay', 'netloss', 'turnover')),
	CONSTRAINT "mission_tasks_mode_check" CHECK ("mission_tasks"."mode" is null or "mission_tasks"."mode" in ('times', 'multiplier', 'win_in_a_row'))
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"tasks_in_order" boolean DEFAULT false NOT NULL,
	"min_bet" numeric(14, 2),
	"repeatable" boolean DEFAULT false NOT NULL,
	"repeat_count" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_campaign_id_unique" UNIQUE("campaign_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"market" text DEFAULT '' NOT NULL,
	"vip_level" text DEFAULT '' NOT NULL,
	"affiliate" text,
	"customer_state" text DEFAULT '' NOT NULL,
	"segments" text[] DEFAULT '{}'::text[] NOT NULL,
	"registered" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "target_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"manually_added_players" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"manually_removed_players" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"last_players_count" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2),
	"bonus_code" text,
	"free_spins_number" integer,
	"bet_level" numeric(12, 2),
	"wagering" numeric(12, 2),
	"pay_winnings_as_bonus" boolean DEFAULT false NOT NULL,
	"catalog_item_id" integer,
	CONSTRAINT "task_prizes_kind_check" CHECK ("task_prizes"."kind" in ('cash', 'bonus', 'free_spins', 'catalog_item'))
);
--> statement-breakpoint
ALTER TABLE "campaign_participations" ADD CONSTRAINT "campaign_participations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_participations" ADD CONSTRAINT "campaign_participations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_parent_id_campaigns_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_target_group_id_target_groups_id_fk" FOREIGN KEY ("target_group_id") REFERENCES "public"."target_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_tasks" ADD CONSTRAINT "mission_tasks_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_prizes" ADD CONSTRAINT "task_prizes_task_id_mission_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."mission_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_participations_campaign_player_key" ON "campaign_participations" USING btree ("campaign_id","player_id");--> statement-breakpoint
CREATE INDEX "campaign_participations_campaign_day_idx" ON "campaign_participations" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE INDEX "campaign_participations_player_idx" ON "campaign_participations" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "campaigns_status_idx" ON "campaigns" USING btree ("status");--> statement-breakpoint
CREATE INDEX "campaigns_creator_idx" ON "campaigns" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "campaigns_start_date_idx" ON "campaigns" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "campaigns_end_date_idx" ON "campaigns" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created");--> statement-breakpoint
CREATE INDEX "campaigns_parent_idx" ON "campaigns" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "campaigns_target_group_idx" ON "campaigns" USING btree ("target_group_id");--> statement-breakpoint
CREATE INDEX "games_name_idx" ON "games" USING btree ("name");--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "games_category_idx" ON "games" USING btree ("category");--> statement-breakpoint
CREATE INDEX "mission_tasks_mission_position_idx" ON "mission_tasks" USING btree ("mission_id","position");--> statement-breakpoint
CREATE INDEX "players_market_idx" ON "players" USING btree ("market");--> statement-breakpoint
CREATE INDEX "players_currency_idx" ON "players" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "task_prizes_task_idx" ON "task_prizes" USING btree ("task_id","position");