ALTER TABLE "player_event_tallies" DROP CONSTRAINT "player_event_tallies_kind_check";--> statement-breakpoint
ALTER TABLE "player_events" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "player_event_tallies" ADD CONSTRAINT "player_event_tallies_kind_check" CHECK ("player_event_tallies"."kind" in ('received', 'processed', 'set_aside'));