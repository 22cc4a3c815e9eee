import type { CampaignDetail } from '@/types/campaigns';
import type { SummaryLine } from '../types/registry';
import { TASK_TYPE_LABELS } from './taskLabels';

/** The overview's lines of a mission: its tasks in order, or that there are none yet. */
export function missionSummary(campaign: CampaignDetail): SummaryLine[] {
  const tasks = campaign.mission?.tasks ?? [];
  return [
    {
      label: 'Tasks',
      value:
        tasks.length === 0
          ? 'No tasks yet'
          : tasks.map((task, index) => `${index + 1}. ${TASK_TYPE_LABELS[task.type]}`).join(' · '),
    },
  ];
}
