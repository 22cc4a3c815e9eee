CREATE TABLE "prizes" (
	"id" serial PRIMARY KEY NOT NULL,
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
	"creator_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prizes_kind_check" CHECK ("prizes"."kind" in ('cash', 'bonus', 'deposit_bonus', 'free_spins', 'catalog_item', 'fast_track_prize', 'loot_box', 'platform_bonus'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_type_check";--> statement-breakpoint
ALTER TABLE "task_prizes" DROP CONSTRAINT "task_prizes_kind_check";--> statement-breakpoint
ALTER TABLE "task_prizes" ADD COLUMN "cash_amounts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "task_prizes" ADD COLUMN "deposit_bonus_percentage" numeric(7, 2);--> statement-breakpoint
ALTER TABLE "task_prizes" ADD COLUMN "eligible_games" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "task_prizes" ADD COLUMN "platform_bonus_id" text;--> statement-breakpoint
ALTER TABLE "task_prizes" ADD COLUMN "loot_box_id" text;--> statement-breakpoint
ALTER TABLE "task_prizes" ADD COLUMN "action_group_id" text;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_type_check" CHECK ("campaigns"."type" in ('mission', 'missionV2', 'sportsbookMission', 'tournament', 'race', 'prizeDrop', 'jackpot'));--> statement-breakpoint
ALTER TABLE "task_prizes" ADD CONSTRAINT "task_prizes_kind_check" CHECK ("task_prizes"."kind" in ('cash', 'bonus', 'deposit_bonus', 'free_spins', 'catalog_item', 'fast_track_prize', 'loot_box', 'platform_bonus'));