import { useState } from 'react';

import { CampaignInfoOverride } from '@/components/campaignInfo';
import { isRichTextEmpty } from '@/components/richText/richText';
import { LanguageTextsField } from '@/components/richText/LanguageTextsField';
import { TermTemplatePicker } from '@/components/terms';
import { selectLanguages } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import type { Language } from '@/types/api';
import type { CampaignChanges, CampaignDetail } from '@/types/campaigns';
import { useBuilder, useBuilderCampaign } from '../BuilderContext';
import styles from '../builder.module.scss';
import { StepForm } from '../StepForm';

export interface TermsValues {
  /** Language code → HTML, for every language of the casino. */
  terms: Record<string, string>;
}

const FIELDS = ['terms'] as const;

export function termsValues(campaign: CampaignDetail, languages: readonly Language[]): TermsValues {
  return { terms: Object.fromEntries(languages.map(({ code }) => [code, campaign.terms[code] ?? ''])) };
}

/** The PATCH: the terms of the casino's languages that have any text (an empty editor is no terms). */
export function termsChanges(values: TermsValues, languages: readonly Language[]): CampaignChanges {
  return {
    terms: Object.fromEntries(
      languages
        .map(({ code }) => [code, values.terms[code] ?? ''] as const)
        .filter(([, html]) => !isRichTextEmpty(html)),
    ),
  };
}

/** The campaign's terms and conditions in each of the casino's languages, as rich text. */
export function TermsStep() {
  const campaign = useBuilderCampaign();
  const { readOnly } = useBuilder();
  const languages = useAppSelector(selectLanguages);
  // A template's text replaces the form's: the editors then start over from it.
  const [templateApplied, setTemplateApplied] = useState(0);

  return (
    <>
      <StepForm<TermsValues>
        initialValues={termsValues(campaign, languages)}
        fields={FIELDS}
        toChanges={(values) => termsChanges(values, languages)}
      >
        {languages.length === 0 ? (
          <p className={styles.notice}>
            The casino has no languages set up, so the campaign can have no terms yet.
          </p>
        ) : (
          <>
            {!readOnly && (
              <TermTemplatePicker
                name="terms"
                languages={languages}
                onApplied={() => setTemplateApplied((count) => count + 1)}
              />
            )}
            <LanguageTextsField
              name="terms"
              noun="Terms"
              languages={languages}
              readOnly={readOnly}
              resetKey={templateApplied}
            />
          </>
        )}
      </StepForm>
      {/* Saved on its own: a campaign's campaign info has its own call (see ARCHITECTURE.md). */}
      <CampaignInfoOverride campaignId={campaign.id} readOnly={readOnly} />
    </>
  );
}
