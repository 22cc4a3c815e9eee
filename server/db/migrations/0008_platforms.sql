CREATE TABLE "platform_stand_in_records" (
	"platform" text NOT NULL,
	"collection" text NOT NULL,
	"id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_stand_in_records_platform_collection_id_pk" PRIMARY KEY("platform","collection","id")
);
