import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/Button';
import { MultiChoice, type ChoiceOption } from './MultiChoice';
import { SelectField, type SelectOption } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import type { FilterValues } from '@/hooks/useListParams';
import styles from './ListFilters.module.scss';

// Its date parsing (dayjs) loads only with the lists that filter by a day.
const DateTimeInput = dynamic(() => import('@/components/ui/DateTimeInput').then((m) => m.DateTimeInput));
/** A whole day as the date input reports it (half-typed text is reported as typed). */
const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** How long typing pauses before a search is applied. */
export const SEARCH_DELAY_MS = 350;

export type FilterField<Name extends string> =
  | { name: Name; label: string; type: 'search'; placeholder?: string }
  | { name: Name; label: string; type: 'select'; options: readonly SelectOption[] }
  | { name: Name; label: string; type: 'date' }
  /** Any number of values, kept comma-separated in the one filter value (`DE,FI`), as the API takes them. */
  | { name: Name; label: string; type: 'choices'; options: readonly ChoiceOption[] };

/** The values of a `choices` filter. */
export const chosenValues = (value: string): string[] => value.split(',').filter(Boolean);

export interface ListFiltersProps<F extends FilterValues> {
  /** Names the search landmark ("Filter users"). */
  label: string;
  fields: readonly FilterField<keyof F & string>[];
  values: F;
  onChange: (changes: Partial<F>) => void;
  /** With it, a "Clear filters" button shows while `filtered`. */
  onClear?: () => void;
  filtered?: boolean;
}

/**
 * Text typed is applied after a pause (or at once on Enter) and kept while it travels to the URL;
 * a value changed elsewhere (Clear filters, a link) replaces it.
 */
function SearchFilter<Name extends string>({
  name,
  label,
  placeholder,
  value,
  onChange,
}: {
  name: Name;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (name: Name, value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  if (value !== seen) {
    setSeen(value);
    setSent(null);
    if (value !== sent) setText(value);
  }

  const commit = useCallback(
    (next: string) => {
      setSent(next);
      onChange(name, next);
    },
    [onChange, name],
  );

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => commit(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, commit]);

  return (
    <TextField
      label={label}
      type="search"
      placeholder={placeholder}
      value={text}
      className={styles.field}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && text !== value) commit(text);
      }}
    />
  );
}

/** A list's filter bar, built from field descriptions; it reads and writes values, nothing else. */
export function ListFilters<F extends FilterValues>({
  label,
  fields,
  values,
  onChange,
  onClear,
  filtered = false,
}: ListFiltersProps<F>) {
  const change = useCallback(
    (name: keyof F & string, value: string) => onChange({ [name]: value } as Partial<F>),
    [onChange],
  );
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <form role="search" aria-label={label} className={styles.filters} onSubmit={onSubmit}>
      {fields.map((field) => {
        switch (field.type) {
          case 'search':
            return (
              <SearchFilter
                key={field.name}
                name={field.name}
                label={field.label}
                placeholder={field.placeholder}
                value={values[field.name]}
                onChange={change}
              />
            );
          case 'select':
            return (
              <SelectField
                key={field.name}
                label={field.label}
                options={field.options}
                value={values[field.name]}
                className={styles.field}
                onChange={(event) => change(field.name, event.target.value)}
              />
            );
          case 'choices':
            return (
              <MultiChoice
                key={field.name}
                label={field.label}
                options={field.options}
                chosen={chosenValues(values[field.name])}
                onChange={(chosen) => change(field.name, chosen.join(','))}
              />
            );
          case 'date':
            return (
              <DateTimeInput
                key={field.name}
                label={field.label}
                mode="date"
                value={values[field.name]}
                className={styles.field}
                // Only whole days reach the address (and the API); a day half typed waits.
                onChange={(day) => (day === '' || WHOLE_DAY.test(day)) && change(field.name, day)}
              />
            );
        }
      })}
      {onClear && filtered && (
        <Button variant="ghost" className={styles.clear} onClick={onClear}>
          Clear filters
        </Button>
      )}
    </form>
  );
}
