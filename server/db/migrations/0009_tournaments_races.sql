CREATE TABLE "competition_place_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2),
	"cash_amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deposit_bonus_percentage" numeric(7, 2),
	"bonus_code" text,
	"free_spins_number" integer,
	"bet_level" numeric(12, 2),
	"wagering" numeric(12, 2),
	"pay_winnings_as_bonus" boolean DEFAULT false NOT NULL,
	"eligible_games" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"catalog_item_id" integer,
	"platform_bonus_id" text,
	"loot_box_id" text,
	"action_group_id" text,
	CONSTRAINT "competition_place_prizes_kind_check" CHECK ("competition_place_prizes"."kind" in ('cash', 'bonus', 'deposit_bonus', 'free_spins', 'catalog_item', 'fast_track_prize', 'loot_box', 'platform_bonus'))
);
--> statement-breakpoint
CREATE TABLE "competition_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"lower_position" integer NOT NULL,
	"upper_position" integer NOT NULL,
	CONSTRAINT "competition_places_range_check" CHECK ("competition_places"."lower_position" between 1 and "competition_places"."upper_position")
);
--> statement-breakpoint
CREATE TABLE "competition_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"points" numeric(12, 2),
	"amount" numeric(14, 2),
	"rounds" integer,
	"mode" text,
	"times" integer,
	"multiplier" numeric(12, 2),
	"games" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_tasks_type_check" CHECK ("competition_tasks"."type" in ('gameplay', 'turnover')),
	CONSTRAINT "competition_tasks_mode_check" CHECK ("competition_tasks"."mode" is null or "competition_tasks"."mode" in ('times', 'multiplier', 'win_in_a_row'))
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"kind" text NOT NULL,
	"tournament_type" text,
	"spins_before_restart" integer,
	"attempts" integer,
	"max_spins" integer,
	"min_bet" numeric(14, 2),
	"speed_race" boolean DEFAULT false NOT NULL,
	"speed_race_target" numeric(14, 2),
	"speed_race_winners" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_campaign_id_unique" UNIQUE("campaign_id"),
	CONSTRAINT "competitions_kind_check" CHECK ("competitions"."kind" in ('tournament', 'race')),
	CONSTRAINT "competitions_tournament_type_check" CHECK ("competitions"."tournament_type" is null or "competitions"."tournament_type" in ('most_points', 'highest_win', 'highest_multiplier'))
);
--> statement-breakpoint
ALTER TABLE "competition_place_prizes" ADD CONSTRAINT "competition_place_prizes_place_id_competition_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."competition_places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_places" ADD CONSTRAINT "competition_places_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_tasks" ADD CONSTRAINT "competition_tasks_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_place_prizes_place_idx" ON "competition_place_prizes" USING btree ("place_id","position");--> statement-breakpoint
CREATE INDEX "competition_places_competition_position_idx" ON "competition_places" USING btree ("competition_id","position");--> statement-breakpoint
CREATE INDEX "competition_tasks_competition_position_idx" ON "competition_tasks" USING btree ("competition_id","position");--> statement-breakpoint
CREATE INDEX "competitions_kind_idx" ON "competitions" USING btree ("kind","id");