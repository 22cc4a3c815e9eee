import { BUILDER_STEPS, type BuilderStep } from '@/types/campaigns';

export const STEP_LABELS: Record<BuilderStep, string> = {
  title: 'Title and dates',
  settings: 'Settings',
  players: 'Players',
  content: 'Content',
  terms: 'Terms',
  overview: 'Overview',
  reports: 'Reports',
};

export const isBuilderStep = (value: unknown): value is BuilderStep =>
  typeof value === 'string' && (BUILDER_STEPS as readonly string[]).includes(value);
