-- The draws' record is JSON the engine writes itself (pairsJson): kept as text, so writing a batch no
-- longer parses megabytes of it to check it (read it as draws::json). A new type resets the column's
-- storage: stored uncompressed again, as migration 0026 had it.
ALTER TABLE "engine_draw_batches" ALTER COLUMN "draws" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "engine_draw_batches" ALTER COLUMN "draws" SET STORAGE EXTERNAL;
