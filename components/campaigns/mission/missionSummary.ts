import type { CampaignDetail, Mission } from '@/types/campaigns';
import type { SummaryLine } from '../types/registry';
import { TASK_TYPE_LABELS } from './taskLabels';

const tasksText = (mission: Mission | null | undefined) => {
  const tasks = mission?.tasks ?? [];
  return tasks.length === 0
    ? 'No tasks yet'
    : tasks.map((task, index) => `${index + 1}. ${TASK_TYPE_LABELS[task.type]}`).join(' · ');
};

/** The overview's lines of a mission: its tasks in order, or that there are none yet. */
export function missionSummary(campaign: CampaignDetail): SummaryLine[] {
  return [{ label: 'Tasks', value: tasksText(campaign.mission) }];
}

/** The overview's lines of a mission chain: each mission's tasks, in the order they unlock. */
export function chainSummary(campaign: CampaignDetail): SummaryLine[] {
  const missions = campaign.missions ?? [];
  if (missions.length === 0) return [{ label: 'Missions', value: 'No missions yet' }];
  return missions.map((mission, index) => ({ label: `Mission ${index + 1}`, value: tasksText(mission) }));
}
