CREATE TABLE "jackpot_contributions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"player_id" integer,
	"bet_amount" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"contribution_level" numeric(7, 4),
	"type" text,
	"title" text DEFAULT '' NOT NULL,
	"language_for_title" text DEFAULT 'en' NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start_on_value" numeric(14, 2),
	"boosted" boolean DEFAULT false NOT NULL,
	"boosted_chance" numeric(8, 2),
	"boost_intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notify_when_won" boolean DEFAULT false NOT NULL,
	"average_payout" numeric(14, 2),
	"max_payout" numeric(14, 2),
	"cancellation" text,
	"pot_at_cancellation" numeric(14, 2),
	"cancelled_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_campaign_id_unique" UNIQUE("campaign_id"),
	CONSTRAINT "jackpots_type_check" CHECK ("jackpots"."type" is null or "jackpots"."type" in ('timed', 'progressive', 'payout_before')),
	CONSTRAINT "jackpots_cancellation_check" CHECK ("jackpots"."cancellation" is null or "jackpots"."cancellation" in ('paid_out', 'forfeited'))
);
--> statement-breakpoint
CREATE TABLE "prize_drop_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"prize_drop_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prize_drop_prizes_quantity_check" CHECK ("prize_drop_prizes"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "prize_drops" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"min_bet" numeric(14, 2),
	"all_games" boolean DEFAULT true NOT NULL,
	"games" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"drops" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prize_drops_campaign_id_unique" UNIQUE("campaign_id")
);
--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_drop_prizes" ADD CONSTRAINT "prize_drop_prizes_prize_drop_id_prize_drops_id_fk" FOREIGN KEY ("prize_drop_id") REFERENCES "public"."prize_drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_drop_prizes" ADD CONSTRAINT "prize_drop_prizes_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_drops" ADD CONSTRAINT "prize_drops_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_contributions_jackpot_created_idx" ON "jackpot_contributions" USING btree ("jackpot_id","created","id");--> statement-breakpoint
CREATE UNIQUE INDEX "prize_drop_prizes_drop_prize_key" ON "prize_drop_prizes" USING btree ("prize_drop_id","prize_id");