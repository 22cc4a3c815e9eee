import { useFormikContext } from 'formik';
import { useState } from 'react';

import { isRichTextEmpty } from '@/components/richText/richText';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { SelectField } from '@/components/ui/SelectField';
import type { Language } from '@/types/api';
import type { Terms, TextsByLanguage } from '@/types/content';
import { termsApi } from './api';
import styles from './terms.module.scss';

/** The most templates offered at once: a casino keeps a handful. */
const TEMPLATE_CHOICES = 100;

interface Props {
  /** The form field holding language code → HTML. */
  name: string;
  languages: readonly Language[];
  /** Called once the template's text is in the form (the editors start over from it). */
  onApplied: () => void;
}

/** A template's text for every language of the casino ('' where it has none). */
export function textsOfTemplate(template: Terms, languages: readonly Language[]): TextsByLanguage {
  return Object.fromEntries(languages.map(({ code }) => [code, template.terms[code] ?? '']));
}

/**
 * "Start from a template": the chosen term template's text replaces the form's, for every language
 * (asked first when there is text to lose). Nothing is saved until the form is.
 */
export function TermTemplatePicker({ name, languages, onApplied }: Props) {
  const { values, setFieldValue } = useFormikContext<Record<string, TextsByLanguage>>();
  const templates = termsApi.useListQuery({
    isTemplate: true,
    limit: TEMPLATE_CHOICES,
    offset: 0,
    orderBy: 'name',
  });
  const [chosenId, setChosenId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const choices = templates.data?.results ?? [];
  if (templates.isSuccess && choices.length === 0) return null;

  const chosen = choices.find((template) => String(template.id) === chosenId);
  const hasText = Object.values(values[name] ?? {}).some((html) => !isRichTextEmpty(html));
  const apply = async () => {
    setConfirming(false);
    if (!chosen) return;
    await setFieldValue(name, textsOfTemplate(chosen, languages));
    onApplied();
  };

  return (
    <div className={styles.picker} role="group" aria-label="Start from a template">
      <SelectField
        label="Term template"
        value={chosenId}
        onChange={(event) => setChosenId(event.target.value)}
        disabled={!templates.isSuccess}
        hint={templates.isError ? 'The templates could not be loaded.' : undefined}
        options={[
          { value: '', label: templates.isSuccess ? 'Choose a template' : 'Loading templates…' },
          ...choices.map((template) => ({ value: String(template.id), label: template.name })),
        ]}
      />
      <Button
        variant="secondary"
        disabled={!chosen}
        onClick={() => (hasText ? setConfirming(true) : void apply())}
      >
        Use template
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Replace the terms with "${chosen?.name ?? ''}"?`}
        confirmLabel="Replace terms"
        cancelLabel="Keep my terms"
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => void apply()}
      >
        The text in every language is replaced by the template&apos;s. Nothing is saved until you save this
        step.
      </ConfirmDialog>
    </div>
  );
}
