CREATE TABLE "engine_draw_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"seed" text NOT NULL,
	"draws" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engine_draw_batches_kind_check" CHECK ("engine_draw_batches"."kind" in ('prize_drop', 'jackpot'))
);
--> statement-breakpoint
ALTER TABLE "engine_draw_batches" ADD CONSTRAINT "engine_draw_batches_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engine_draw_batches_campaign_idx" ON "engine_draw_batches" USING btree ("campaign_id","id");