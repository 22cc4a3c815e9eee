-- Draws recorded so far used derivation 1 (per-bet SHA-256); new ones default to 2 (AES-256-CTR keystream).
ALTER TABLE "engine_draw_batches" ADD COLUMN "derivation" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "engine_draw_batches" ALTER COLUMN "derivation" SET DEFAULT 2;--> statement-breakpoint
ALTER TABLE "engine_draws" ADD COLUMN "derivation" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "engine_draws" ALTER COLUMN "derivation" SET DEFAULT 2;
