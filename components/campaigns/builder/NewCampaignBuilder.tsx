import type { CampaignType } from '@/types/api';
import { CampaignBuilder } from './CampaignBuilder';
import { TitleDatesStep } from './steps/TitleDatesStep';

/** The builder of a new campaign (or template): its first step, which creates the draft, ships with the page. */
export function NewCampaignBuilder({ type, template = false }: { type: CampaignType; template?: boolean }) {
  return <CampaignBuilder type={type} firstStep={TitleDatesStep} template={template} />;
}
