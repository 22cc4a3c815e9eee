CREATE TABLE "player_event_queue" (
	"event_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_event_throughput" (
	"second" timestamp with time zone NOT NULL,
	"slot" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "player_event_throughput_second_slot_pk" PRIMARY KEY("second","slot")
);
--> statement-breakpoint
-- The events still waiting move to the queue before the column that said so goes.
INSERT INTO "player_event_queue" ("event_id") SELECT "id" FROM "player_events" WHERE "processed" IS NULL;
--> statement-breakpoint
DROP INDEX "player_events_waiting_idx";--> statement-breakpoint
DROP INDEX "player_events_processed_idx";--> statement-breakpoint
ALTER TABLE "player_events" DROP COLUMN "processed";
