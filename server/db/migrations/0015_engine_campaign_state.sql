CREATE TABLE "engine_awards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"source" text NOT NULL,
	"prize" jsonb NOT NULL,
	"value" numeric(18, 2) DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"awarded" timestamp with time zone NOT NULL,
	"cancelled" timestamp with time zone,
	CONSTRAINT "engine_awards_source_check" CHECK ("engine_awards"."source" in ('task', 'mission', 'place', 'prize_drop', 'jackpot'))
);
--> statement-breakpoint
CREATE TABLE "engine_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"chance" double precision NOT NULL,
	"roll" double precision NOT NULL,
	"won" boolean NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engine_draws_kind_check" CHECK ("engine_draws"."kind" in ('prize_drop', 'jackpot'))
);
--> statement-breakpoint
CREATE TABLE "engine_jackpot_pot_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"pot" numeric(18, 2) NOT NULL,
	"won" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_jackpot_pots" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"pot" numeric(18, 2) NOT NULL,
	"contributed" numeric(18, 2) DEFAULT 0 NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_mission_progress" (
	"mission_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"times_completed" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engine_mission_progress_mission_id_player_id_pk" PRIMARY KEY("mission_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "engine_settlements" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"settled" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_standings" (
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"points" numeric(18, 2) DEFAULT 0 NOT NULL,
	"scored_at" timestamp with time zone NOT NULL,
	"spins" integer DEFAULT 0 NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"attempt_points" numeric(18, 2) DEFAULT 0 NOT NULL,
	"attempt_spins" integer DEFAULT 0 NOT NULL,
	"control_group" boolean DEFAULT false NOT NULL,
	"position" integer,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engine_standings_campaign_id_player_id_pk" PRIMARY KEY("campaign_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "engine_task_progress" (
	"task_kind" text NOT NULL,
	"task_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"progress" numeric(18, 2) DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engine_task_progress_task_kind_task_id_player_id_pk" PRIMARY KEY("task_kind","task_id","player_id"),
	CONSTRAINT "engine_task_progress_kind_check" CHECK ("engine_task_progress"."task_kind" in ('mission', 'competition'))
);
--> statement-breakpoint
ALTER TABLE "engine_awards" ADD CONSTRAINT "engine_awards_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_awards" ADD CONSTRAINT "engine_awards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_draws" ADD CONSTRAINT "engine_draws_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_draws" ADD CONSTRAINT "engine_draws_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_jackpot_pot_history" ADD CONSTRAINT "engine_jackpot_pot_history_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_jackpot_pots" ADD CONSTRAINT "engine_jackpot_pots_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_mission_progress" ADD CONSTRAINT "engine_mission_progress_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_mission_progress" ADD CONSTRAINT "engine_mission_progress_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_settlements" ADD CONSTRAINT "engine_settlements_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_standings" ADD CONSTRAINT "engine_standings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_standings" ADD CONSTRAINT "engine_standings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_task_progress" ADD CONSTRAINT "engine_task_progress_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_task_progress" ADD CONSTRAINT "engine_task_progress_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "engine_awards_key" ON "engine_awards" USING btree ("key");--> statement-breakpoint
CREATE INDEX "engine_awards_campaign_idx" ON "engine_awards" USING btree ("campaign_id","awarded");--> statement-breakpoint
CREATE INDEX "engine_awards_player_idx" ON "engine_awards" USING btree ("player_id","awarded");--> statement-breakpoint
CREATE INDEX "engine_draws_campaign_idx" ON "engine_draws" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "engine_draws_won_idx" ON "engine_draws" USING btree ("campaign_id","occurred_at") WHERE won;--> statement-breakpoint
CREATE INDEX "engine_jackpot_pot_history_campaign_idx" ON "engine_jackpot_pot_history" USING btree ("campaign_id","at");--> statement-breakpoint
CREATE INDEX "engine_mission_progress_campaign_player_idx" ON "engine_mission_progress" USING btree ("campaign_id","player_id");--> statement-breakpoint
CREATE INDEX "engine_standings_rank_idx" ON "engine_standings" USING btree ("campaign_id","points" DESC NULLS LAST,"scored_at","player_id");--> statement-breakpoint
CREATE INDEX "engine_task_progress_campaign_player_idx" ON "engine_task_progress" USING btree ("campaign_id","player_id");