CREATE TABLE "integration_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"creator_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used" timestamp with time zone,
	"revoked" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unique_id" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	"processed" timestamp with time zone,
	CONSTRAINT "player_events_kind_check" CHECK ("player_events"."kind" in ('gameround', 'deposit', 'sportsbet', 'login', 'player', 'opt_in', 'rollback'))
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "excluded_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_events" ADD CONSTRAINT "player_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_key_hash_key" ON "integration_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "player_events_unique_id_key" ON "player_events" USING btree ("unique_id");--> statement-breakpoint
CREATE INDEX "player_events_waiting_idx" ON "player_events" USING btree ("id") WHERE processed is null;--> statement-breakpoint
CREATE INDEX "player_events_player_idx" ON "player_events" USING btree ("player_id","occurred_at");