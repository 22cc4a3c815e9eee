import type { CampaignDetail, TaskType } from '@/types/campaigns';
import { MISSION_TASK_TYPES } from '@/utils/campaignTypes';
import type { SettingsPanelModule } from '../types/registry';
import { MissionChain } from './MissionChain';
import { MissionSettings } from './MissionSettings';
import {
  chainChanges,
  chainValues,
  missionChanges,
  missionValues,
  type ChainValues,
  type MissionValues,
} from './missionForm';

type PanelProps = { campaign: CampaignDetail; readOnly: boolean };

/** The settings step of a type with one mission, of these task types. */
function singleMissionPanel(taskTypes: readonly TaskType[]): SettingsPanelModule<MissionValues> {
  return {
    initialValues: (campaign) => missionValues(campaign.mission),
    loadSchema: () => import('./missionSchema').then((m) => m.missionSchema),
    toChanges: missionChanges,
    Panel: (props: PanelProps) => <MissionSettings {...props} taskTypes={taskTypes} />,
  };
}

export const missionPanels = {
  mission: singleMissionPanel(MISSION_TASK_TYPES.mission),
  sportsbookMission: singleMissionPanel(MISSION_TASK_TYPES.sportsbookMission),
  /** Mission v2: the chain of missions. */
  missionV2: {
    initialValues: (campaign) => chainValues(campaign.missions),
    loadSchema: () => import('./missionSchema').then((m) => m.chainSchema),
    toChanges: chainChanges,
    Panel: (props: PanelProps) => <MissionChain {...props} taskTypes={MISSION_TASK_TYPES.missionV2} />,
  } satisfies SettingsPanelModule<ChainValues>,
};
