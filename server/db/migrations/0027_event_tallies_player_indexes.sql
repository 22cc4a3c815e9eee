CREATE TABLE "player_event_tallies" (
	"kind" text NOT NULL,
	"slot" integer NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "player_event_tallies_kind_slot_pk" PRIMARY KEY("kind","slot"),
	CONSTRAINT "player_event_tallies_kind_check" CHECK ("player_event_tallies"."kind" in ('received', 'processed'))
);
--> statement-breakpoint
CREATE INDEX "player_events_processed_idx" ON "player_events" USING btree ("processed") WHERE processed is not null;--> statement-breakpoint
INSERT INTO "player_event_tallies" ("kind", "slot", "count")
SELECT 'received', 0, count(*) FROM "player_events"
UNION ALL
SELECT 'processed', 0, count(*) FROM "player_events" WHERE "processed" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "player_activity_days_player_idx" ON "player_activity_days" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "jackpot_contributions_player_idx" ON "jackpot_contributions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "engine_draws_player_idx" ON "engine_draws" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "engine_mission_progress_player_idx" ON "engine_mission_progress" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "engine_standings_player_idx" ON "engine_standings" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "engine_task_progress_player_idx" ON "engine_task_progress" USING btree ("player_id");