import { getIn, useField, useFormikContext } from 'formik';
import { useState } from 'react';

import { isRichTextEmpty } from '@/components/richText/richText';
import { RichTextEditor } from '@/components/richText/RichTextEditor';
import { SafeHtml } from '@/components/richText/SafeHtml';
import { Tabs } from '@/components/ui/Tabs';
import { selectLanguages } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import type { Language } from '@/types/api';
import type { CampaignChanges, CampaignDetail } from '@/types/campaigns';
import { useBuilder, useBuilderCampaign } from '../BuilderContext';
import styles from '../builder.module.scss';
import { StepForm } from '../StepForm';
import stepStyles from './contentTerms.module.scss';

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

/** One language's terms in the editor, bound to the form. */
function TermsEditor({ language }: { language: Language }) {
  const [field, meta, helpers] = useField<string>(`terms.${language.code}`);
  return (
    <RichTextEditor
      label={`Terms (${language.name})`}
      defaultValue={field.value}
      onChange={(html) => void helpers.setValue(html)}
      onBlur={() => void helpers.setTouched(true, false)}
      error={meta.touched ? meta.error : undefined}
    />
  );
}

/** A read-only campaign's terms, as stored (sanitised where shown). */
function TermsPreview({ language }: { language: Language }) {
  const [field] = useField<string>(`terms.${language.code}`);
  if (isRichTextEmpty(field.value))
    return <p className={stepStyles.emptyTerms}>No terms in {language.name}.</p>;
  return <SafeHtml html={field.value} className={stepStyles.terms} />;
}

/** A tab per language, English first; a language whose terms the server refused says so on its tab. */
function LanguageTabs({ languages }: { languages: readonly Language[] }) {
  const [active, setActive] = useState(languages[0].code);
  const { errors } = useFormikContext<TermsValues>();
  const language = languages.find(({ code }) => code === active) ?? languages[0];
  const tabs = languages.map(({ code, name }) => ({
    id: code,
    label: getIn(errors, `terms.${code}`) ? `${name} (has an error)` : name,
  }));

  return (
    <Tabs label="Terms languages" tabs={tabs} active={language.code} onChange={setActive}>
      {/* Each language is its own editor: it starts from that language's text. */}
      <TermsEditor key={language.code} language={language} />
    </Tabs>
  );
}

/** A read-only campaign's terms, every language one after the other (its form is disabled, tabs too). */
function AllTerms({ languages }: { languages: readonly Language[] }) {
  return languages.map((language) => (
    <section key={language.code} aria-labelledby={`terms-${language.code}`}>
      <h3 id={`terms-${language.code}`} className={stepStyles.language}>
        {language.name}
      </h3>
      <TermsPreview language={language} />
    </section>
  ));
}

/** The campaign's terms and conditions in each of the casino's languages, as rich text. */
export function TermsStep() {
  const campaign = useBuilderCampaign();
  const { readOnly } = useBuilder();
  const languages = useAppSelector(selectLanguages);

  return (
    <StepForm<TermsValues>
      initialValues={termsValues(campaign, languages)}
      fields={FIELDS}
      toChanges={(values) => termsChanges(values, languages)}
    >
      {languages.length === 0 ? (
        <p className={styles.notice}>
          The casino has no languages set up, so the campaign can have no terms yet.
        </p>
      ) : readOnly ? (
        <AllTerms languages={languages} />
      ) : (
        <LanguageTabs languages={languages} />
      )}
    </StepForm>
  );
}
