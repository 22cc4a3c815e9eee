ALTER TABLE "missions" DROP CONSTRAINT "missions_campaign_id_unique";--> statement-breakpoint
ALTER TABLE "mission_tasks" DROP CONSTRAINT "mission_tasks_type_check";--> statement-breakpoint
ALTER TABLE "mission_tasks" ADD COLUMN "sport" text;--> statement-breakpoint
ALTER TABLE "mission_tasks" ADD COLUMN "league" text;--> statement-breakpoint
ALTER TABLE "mission_tasks" ADD COLUMN "market" text;--> statement-breakpoint
ALTER TABLE "mission_tasks" ADD COLUMN "bet_type" text;--> statement-breakpoint
ALTER TABLE "mission_tasks" ADD COLUMN "min_odds" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "mission_tasks" ADD COLUMN "settled_status" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "missions_campaign_position_idx" ON "missions" USING btree ("campaign_id","position");--> statement-breakpoint
ALTER TABLE "mission_tasks" ADD CONSTRAINT "mission_tasks_type_check" CHECK ("mission_tasks"."type" in ('deposit', 'gameplay', 'netloss', 'turnover', 'sportsbet'));