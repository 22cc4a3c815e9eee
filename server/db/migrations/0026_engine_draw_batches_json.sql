ALTER TABLE "engine_draw_batches" ALTER COLUMN "draws" SET DATA TYPE json USING "draws"::json;--> statement-breakpoint
-- Written once per campaign and batch, read whole when a draw is checked: stored uncompressed (pglz over tens of
-- thousands of chances per row cost the engine more than the rest of recording a batch).
ALTER TABLE "engine_draw_batches" ALTER COLUMN "draws" SET STORAGE EXTERNAL;
