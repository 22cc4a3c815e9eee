import type { TaskType } from '@/types/campaigns';

export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  deposit: 'Deposit',
  gameplay: 'Gameplay',
  netloss: 'Net loss',
  turnover: 'Turnover',
};
