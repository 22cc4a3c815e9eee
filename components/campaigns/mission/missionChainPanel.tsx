import { MISSION_TASK_TYPES } from '@/utils/campaignTypes';
import type { SettingsPanelModule } from '../types/registry';
import { MissionChain } from './MissionChain';
import { chainValues, type ChainValues } from './missionForm';
import type { PanelProps } from './missionPanel';

/** The settings step of mission v2: the chain of missions (its own module: one-mission types do not carry it). */
export const missionChainPanel: SettingsPanelModule<ChainValues> = {
  initialValues: (campaign) => chainValues(campaign.missions ?? undefined),
  loadSchema: () => import('./missionSchema').then((m) => m.chainSchema),
  Panel: (props: PanelProps) => <MissionChain {...props} taskTypes={MISSION_TASK_TYPES.missionV2} />,
};
