import { getIn, useField, useFormikContext } from 'formik';
import { useState } from 'react';

import { Tabs } from '@/components/ui/Tabs';
import type { Language } from '@/types/api';
import { isRichTextEmpty } from './richText';
import { RichTextEditor } from './RichTextEditor';
import { SafeHtml } from './SafeHtml';
import styles from './LanguageTexts.module.scss';

interface Props {
  /** The form field holding language code → HTML (`terms`, `info`). */
  name: string;
  /** What the text is ("Terms"): each editor is "{noun} ({language})", the tabs "{noun} languages". */
  noun: string;
  languages: readonly Language[];
  /** Shows every language's stored text one after the other instead of editors. */
  readOnly?: boolean;
  /** Changing it starts the editors over from the form's values (after the text was replaced). */
  resetKey?: number | string;
}

/** One language's text in the editor, bound to the form. */
function LanguageEditor({ name, noun, language }: { name: string; noun: string; language: Language }) {
  const [field, meta, helpers] = useField<string>(`${name}.${language.code}`);
  return (
    <RichTextEditor
      label={`${noun} (${language.name})`}
      defaultValue={field.value ?? ''}
      onChange={(html) => void helpers.setValue(html)}
      onBlur={() => void helpers.setTouched(true, false)}
      error={meta.touched || meta.error ? meta.error : undefined}
    />
  );
}

/** One language's stored text, sanitised where shown. */
function LanguagePreview({ name, noun, language }: { name: string; noun: string; language: Language }) {
  const [field] = useField<string>(`${name}.${language.code}`);
  if (isRichTextEmpty(field.value))
    return (
      <p className={styles.empty}>
        No {noun.toLowerCase()} in {language.name}.
      </p>
    );
  return <SafeHtml html={field.value} className={styles.preview} />;
}

/**
 * Rich text per language (terms, campaign info): a tab per language, English first, each with its own
 * editor; a language whose text the server refused says so on its tab. Read-only, every language is
 * shown one after the other.
 */
export function LanguageTextsField({ name, noun, languages, readOnly = false, resetKey }: Props) {
  const [active, setActive] = useState(languages[0]?.code);
  const { errors } = useFormikContext();
  if (readOnly)
    return languages.map((language) => (
      <section key={language.code} aria-labelledby={`${name}-${language.code}`}>
        <h3 id={`${name}-${language.code}`} className={styles.language}>
          {language.name}
        </h3>
        <LanguagePreview name={name} noun={noun} language={language} />
      </section>
    ));

  const language = languages.find(({ code }) => code === active) ?? languages[0];
  const tabs = languages.map(({ code, name: languageName }) => ({
    id: code,
    label: getIn(errors, `${name}.${code}`) ? `${languageName} (has an error)` : languageName,
  }));
  return (
    <Tabs label={`${noun} languages`} tabs={tabs} active={language.code} onChange={setActive}>
      {/* Each language is its own editor: it starts from that language's text. */}
      <LanguageEditor
        key={`${language.code}-${resetKey ?? ''}`}
        name={name}
        noun={noun}
        language={language}
      />
    </Tabs>
  );
}
