CREATE TABLE "campaign_info_overrides" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_info_template" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_info_template_single_row" CHECK ("campaign_info_template"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creator_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_opt_outs" DROP CONSTRAINT "player_opt_outs_campaign_type_check";--> statement-breakpoint
DROP INDEX "gallery_categories_name_lower_key";--> statement-breakpoint
ALTER TABLE "gallery_categories" ADD COLUMN "library" text DEFAULT 'campaign' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "library" text DEFAULT 'campaign' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_info_overrides" ADD CONSTRAINT "campaign_info_overrides_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terms_is_template_id_idx" ON "terms" USING btree ("is_template","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_categories_library_name_lower_key" ON "gallery_categories" USING btree ("library",lower("name"));--> statement-breakpoint
CREATE INDEX "gallery_photos_library_created_idx" ON "gallery_photos" USING btree ("library","created");--> statement-breakpoint
ALTER TABLE "gallery_categories" ADD CONSTRAINT "gallery_categories_library_check" CHECK ("gallery_categories"."library" in ('campaign', 'admin'));--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_library_check" CHECK ("gallery_photos"."library" in ('campaign', 'admin'));--> statement-breakpoint
ALTER TABLE "player_opt_outs" ADD CONSTRAINT "player_opt_outs_campaign_type_check" CHECK ("player_opt_outs"."campaign_type" in ('mission', 'missionV2', 'sportsbookMission', 'tournament', 'race', 'prizeDrop', 'jackpot'));