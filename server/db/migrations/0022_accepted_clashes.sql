CREATE TABLE "accepted_clashes" (
	"first_campaign_id" integer NOT NULL,
	"second_campaign_id" integer NOT NULL,
	"accepted_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accepted_clashes_first_campaign_id_second_campaign_id_pk" PRIMARY KEY("first_campaign_id","second_campaign_id"),
	CONSTRAINT "accepted_clashes_order_check" CHECK ("accepted_clashes"."first_campaign_id" < "accepted_clashes"."second_campaign_id")
);
--> statement-breakpoint
ALTER TABLE "accepted_clashes" ADD CONSTRAINT "accepted_clashes_first_campaign_id_campaigns_id_fk" FOREIGN KEY ("first_campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_clashes" ADD CONSTRAINT "accepted_clashes_second_campaign_id_campaigns_id_fk" FOREIGN KEY ("second_campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_clashes" ADD CONSTRAINT "accepted_clashes_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;