CREATE TABLE "engine_prize_drop_hours" (
	"campaign_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"turnover" numeric(18, 2) DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "engine_prize_drop_hours_campaign_id_hour_pk" PRIMARY KEY("campaign_id","hour")
);
--> statement-breakpoint
CREATE TABLE "engine_rollbacks" (
	"target" text PRIMARY KEY NOT NULL,
	"rollback_id" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_participations" ADD COLUMN "control_group" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "control_group" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "engine_prize_drop_hours" ADD CONSTRAINT "engine_prize_drop_hours_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_control_group_check" CHECK ("campaigns"."control_group" between 0 and 50);