CREATE TABLE "payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"award_id" bigint NOT NULL,
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"prize" jsonb NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_until" timestamp with time zone,
	"message" text DEFAULT '' NOT NULL,
	"sent" timestamp with time zone,
	"paid" timestamp with time zone,
	"released_by_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_state_check" CHECK ("payouts"."state" in ('held', 'pending', 'sent', 'paid', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "hold_payouts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_award_id_engine_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."engine_awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_released_by_id_users_id_fk" FOREIGN KEY ("released_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_award" ON "payouts" USING btree ("award_id");--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("next_try") WHERE state in ('pending', 'sent');--> statement-breakpoint
CREATE INDEX "payouts_campaign_idx" ON "payouts" USING btree ("campaign_id","state");--> statement-breakpoint
CREATE INDEX "payouts_player_idx" ON "payouts" USING btree ("player_id","created");--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created");