import type { CampaignDetail, TaskType } from '@/types/campaigns';
import { MISSION_TASK_TYPES } from '@/utils/campaignTypes';
import type { SettingsPanelModule } from '../types/registry';
import { MissionSettings } from './MissionSettings';
import { missionValues, type MissionValues } from './missionForm';

export type PanelProps = { campaign: CampaignDetail; readOnly: boolean };

/** The settings step of a type with one mission, of these task types. */
function singleMissionPanel(taskTypes: readonly TaskType[]): SettingsPanelModule<MissionValues> {
  return {
    initialValues: (campaign) => missionValues(campaign.mission ?? null),
    loadSchema: () => import('./missionSchema').then((m) => m.missionSchema),
    Panel: (props: PanelProps) => <MissionSettings {...props} taskTypes={taskTypes} />,
  };
}

export const missionPanels = {
  mission: singleMissionPanel(MISSION_TASK_TYPES.mission),
  sportsbookMission: singleMissionPanel(MISSION_TASK_TYPES.sportsbookMission),
};
