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
