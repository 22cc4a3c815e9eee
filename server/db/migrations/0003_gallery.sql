CREATE TABLE "gallery_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_photos_content_type_check" CHECK ("gallery_photos"."content_type" in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
	CONSTRAINT "gallery_photos_size_check" CHECK ("gallery_photos"."size" = octet_length("gallery_photos"."bytes"))
);
--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_category_id_gallery_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."gallery_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_categories_name_lower_key" ON "gallery_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "gallery_photos_category_created_idx" ON "gallery_photos" USING btree ("category_id","created");--> statement-breakpoint
CREATE INDEX "gallery_photos_created_idx" ON "gallery_photos" USING btree ("created");