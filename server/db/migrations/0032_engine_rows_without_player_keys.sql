ALTER TABLE "campaign_participations" DROP CONSTRAINT "campaign_participations_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "player_activity_days" DROP CONSTRAINT "player_activity_days_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "player_transactions" DROP CONSTRAINT "player_transactions_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "sportsbook_transactions" DROP CONSTRAINT "sportsbook_transactions_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "engine_awards" DROP CONSTRAINT "engine_awards_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "engine_draws" DROP CONSTRAINT "engine_draws_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "engine_mission_progress" DROP CONSTRAINT "engine_mission_progress_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "engine_standings" DROP CONSTRAINT "engine_standings_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "engine_task_progress" DROP CONSTRAINT "engine_task_progress_player_id_players_id_fk";
--> statement-breakpoint
-- Deleting players deletes the rows the engine's worker wrote for them, as the keys' cascade did. It
-- first takes each player's engine lock (ENGINE_PLAYER_LOCK, services/engine/campaigns/batch.ts, in id
-- order as the worker does), so a batch applying their events commits first and its rows go too; a
-- batch that takes the lock after it finds the players gone.
CREATE FUNCTION players_delete_engine_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count(pg_advisory_xact_lock(740311017, id)) FROM (SELECT id FROM deleted_players ORDER BY id) ids;
  DELETE FROM player_transactions WHERE player_id IN (SELECT id FROM deleted_players);
  DELETE FROM sportsbook_transactions WHERE player_id IN (SELECT id FROM deleted_players);
  DELETE FROM player_activity_days WHERE player_id IN (SELECT id FROM deleted_players);
  DELETE FROM campaign_participations WHERE player_id IN (SELECT id FROM deleted_players);
  DELETE FROM engine_task_progress WHERE player_id IN (SELECT id FROM deleted_players);
  DELETE FROM engine_mission_progress WHERE player_id IN (SELECT id FROM deleted_players);
  DELETE FROM engine_standings WHERE player_id IN (SELECT id FROM deleted_players);
  DELETE FROM engine_draws WHERE player_id IN (SELECT id FROM deleted_players);
  DELETE FROM engine_awards WHERE player_id IN (SELECT id FROM deleted_players);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER players_delete_engine_rows AFTER DELETE ON players
REFERENCING OLD TABLE AS deleted_players FOR EACH STATEMENT EXECUTE FUNCTION players_delete_engine_rows();
