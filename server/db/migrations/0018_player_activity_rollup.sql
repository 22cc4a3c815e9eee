CREATE TABLE "activity_days" (
	"day" date PRIMARY KEY NOT NULL,
	"active_players" integer DEFAULT 0 NOT NULL,
	"depositors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_days" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL,
	"amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_days_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
CREATE TABLE "player_activity_days" (
	"day" date NOT NULL,
	"player_id" integer NOT NULL,
	"played" boolean NOT NULL,
	"deposited" boolean NOT NULL,
	CONSTRAINT "player_activity_days_day_player_id_pk" PRIMARY KEY("day","player_id")
);
--> statement-breakpoint
ALTER TABLE "player_activity_days" ADD CONSTRAINT "player_activity_days_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;