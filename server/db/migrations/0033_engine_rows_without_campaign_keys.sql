ALTER TABLE "campaign_participations" DROP CONSTRAINT "campaign_participations_campaign_id_campaigns_id_fk";
--> statement-breakpoint
ALTER TABLE "engine_mission_progress" DROP CONSTRAINT "engine_mission_progress_campaign_id_campaigns_id_fk";
--> statement-breakpoint
ALTER TABLE "engine_standings" DROP CONSTRAINT "engine_standings_campaign_id_campaigns_id_fk";
--> statement-breakpoint
ALTER TABLE "engine_task_progress" DROP CONSTRAINT "engine_task_progress_campaign_id_campaigns_id_fk";
--> statement-breakpoint
-- Deleting campaigns deletes the rows the engine's worker wrote for them, as the keys' cascade did. A
-- batch reads its campaigns FOR KEY SHARE (loadBatch, services/engine/campaigns/batch.ts), so a deletion
-- waits for the batch that writes for them and then deletes those rows too; a batch that reads after it
-- does not see the campaigns. Each table has an index led by campaign_id.
CREATE FUNCTION campaigns_delete_engine_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM campaign_participations WHERE campaign_id IN (SELECT id FROM deleted_campaigns);
  DELETE FROM engine_task_progress WHERE campaign_id IN (SELECT id FROM deleted_campaigns);
  DELETE FROM engine_mission_progress WHERE campaign_id IN (SELECT id FROM deleted_campaigns);
  DELETE FROM engine_standings WHERE campaign_id IN (SELECT id FROM deleted_campaigns);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaigns_delete_engine_rows AFTER DELETE ON campaigns
REFERENCING OLD TABLE AS deleted_campaigns FOR EACH STATEMENT EXECUTE FUNCTION campaigns_delete_engine_rows();
