import type { SettingsPanelModule } from '../types/registry';
import { MissionSettings } from './MissionSettings';
import { missionChanges, missionSchema, missionValues, type MissionValues } from './missionForm';

/** The settings step of the mission types: the mission, its tasks and their prizes. */
export const missionPanel: SettingsPanelModule<MissionValues> = {
  initialValues: (campaign) => missionValues(campaign.mission),
  schema: missionSchema,
  toChanges: missionChanges,
  Panel: MissionSettings,
};
