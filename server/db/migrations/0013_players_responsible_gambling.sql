ALTER TABLE "players" ADD COLUMN "blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "self_excluded" boolean DEFAULT false NOT NULL;