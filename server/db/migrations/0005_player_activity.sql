CREATE TABLE "deposit_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "deposit_methods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "player_opt_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_group_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"campaign_type" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_opt_outs_campaign_type_check" CHECK ("player_opt_outs"."campaign_type" in ('mission', 'tournament', 'jackpot', 'prizeDrop', 'race', 'missionV2', 'sportsbookMission'))
);
--> statement-breakpoint
CREATE TABLE "player_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"game_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "player_transactions_type_check" CHECK ("player_transactions"."type" in ('deposit', 'withdrawal', 'bet', 'win', 'bonus'))
);
--> statement-breakpoint
CREATE TABLE "sportsbook_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"bet_type" text NOT NULL,
	"status" text NOT NULL,
	"sport" text DEFAULT '' NOT NULL,
	"event" text DEFAULT '' NOT NULL,
	"odds" numeric(10, 2) NOT NULL,
	"stake" numeric(14, 2) NOT NULL,
	"payout" numeric(14, 2) DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "sportsbook_transactions_bet_type_check" CHECK ("sportsbook_transactions"."bet_type" in ('single', 'combo', 'system')),
	CONSTRAINT "sportsbook_transactions_status_check" CHECK ("sportsbook_transactions"."status" in ('open', 'won', 'lost', 'void', 'cashed_out'))
);
--> statement-breakpoint
ALTER TABLE "player_opt_outs" ADD CONSTRAINT "player_opt_outs_target_group_id_target_groups_id_fk" FOREIGN KEY ("target_group_id") REFERENCES "public"."target_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_opt_outs" ADD CONSTRAINT "player_opt_outs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_transactions" ADD CONSTRAINT "player_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_transactions" ADD CONSTRAINT "sportsbook_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_methods_name_idx" ON "deposit_methods" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "player_opt_outs_group_player_type_key" ON "player_opt_outs" USING btree ("target_group_id","player_id","campaign_type");--> statement-breakpoint
CREATE INDEX "player_opt_outs_player_idx" ON "player_opt_outs" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_transactions_player_created_idx" ON "player_transactions" USING btree ("player_id","created","id");--> statement-breakpoint
CREATE INDEX "player_transactions_created_idx" ON "player_transactions" USING btree ("created");--> statement-breakpoint
CREATE INDEX "sportsbook_transactions_player_created_idx" ON "sportsbook_transactions" USING btree ("player_id","created","id");