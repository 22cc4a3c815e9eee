CREATE TABLE "overlays" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"accent_color" text DEFAULT '#2450d6' NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"image" text,
	"show_progress" boolean DEFAULT true NOT NULL,
	"position" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overlays_campaign_id_unique" UNIQUE("campaign_id")
);
--> statement-breakpoint
ALTER TABLE "overlays" ADD CONSTRAINT "overlays_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;