import { createContext, useContext } from 'react';

import type { CampaignType } from '@/types/api';
import type { BuilderStep, CampaignDetail } from '@/types/campaigns';

export interface BuilderContextValue {
  /** The saved campaign; null while a new one has not been saved yet (its first step). */
  campaign: CampaignDetail | null;
  /** The type being built (a new campaign's, or the saved one's). */
  type: CampaignType;
  /** A template is built (saved with isTemplate; never published). */
  template: boolean;
  /**
   * The address of one of the campaign's steps (a template's steps live under /campaign-templates),
   * optionally naming a field the step focuses.
   */
  stepHref: (campaign: Pick<CampaignDetail, 'id' | 'type'>, step: BuilderStep, field?: string) => string;
  /** A field the step focuses on opening (`?field=`, from a refused publish's link). */
  focusField: string | null;
  /** The last refused publish's field errors (camelised), shown at their fields when a step opens. */
  publishErrors: unknown;
  publishRefused: (errors: unknown) => void;
  /** The campaign cannot be changed (finished, cancelled, or active without `edit-active-campaigns`). */
  readOnly: boolean;
  /** The current step reports whether it holds unsaved changes: leaving then asks first. */
  setDirty: (dirty: boolean) => void;
  /** On to the next step (asking first while changes are unsaved). */
  goToNextStep: () => void;
  /** The first step saved a new campaign: the builder carries on editing it. */
  campaignCreated: (campaign: CampaignDetail) => void;
}

export const BuilderContext = createContext<BuilderContextValue | null>(null);

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('useBuilder is used outside the campaign builder');
  return value;
}

/** The campaign of a step that only shows once the campaign exists (every step after the first). */
export function useBuilderCampaign(): CampaignDetail {
  const { campaign } = useBuilder();
  if (!campaign) throw new Error('This builder step needs a saved campaign');
  return campaign;
}
