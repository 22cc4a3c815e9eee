import { useField } from 'formik';
import { useId } from 'react';

import { LoadFailed, StateMessage } from '@/components/kit/QueryState';
import { useGetPlayerAttributeQuery } from '@/components/players';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { FieldMessages } from '@/components/ui/Field';
import { Spinner } from '@/components/ui/Spinner';
import { firstMessage } from '@/utils/errors';
import styles from './players.module.scss';

interface Props {
  /** The filter's key: the Formik field holding its chosen values. */
  name: string;
  label: string;
  valuesPath: string;
  /** A value as staff read it; the value itself is what is saved. */
  readable: (value: string) => string;
}

/**
 * One target-group filter as a group of checkboxes, its values from the attribute list. Nothing
 * chosen filters nothing. A chosen value the list does not have (or not yet) stays on offer, so it is
 * not lost.
 */
export function FilterValuesField({ name, label, valuesPath, readable }: Props) {
  const id = useId();
  const [field, meta, helpers] = useField<string[]>(name);
  const values = useGetPlayerAttributeQuery(valuesPath);
  const chosen = field.value;
  const options = [...new Set([...(values.data ?? []), ...chosen])];
  // A server error may come per value ({0: ['…']}); the first message is the one shown.
  const error = typeof meta.error === 'string' ? meta.error : firstMessage(meta.error);

  const toggle = (value: string, checked: boolean) =>
    void helpers.setValue(checked ? [...chosen, value] : chosen.filter((item) => item !== value));

  let state = null;
  if (values.isError) {
    state = <LoadFailed what={label} onRetry={() => void values.refetch()} />;
  } else if (values.isLoading) {
    state = <Spinner label={`Loading ${label.toLowerCase()}`} />;
  } else if (options.length === 0) {
    state = <StateMessage>There are no values to choose from.</StateMessage>;
  }

  return (
    <fieldset
      className={styles.filter}
      aria-describedby={[`${id}-summary`, error && `${id}-error`].filter(Boolean).join(' ')}
    >
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.filterSummary}>
        <p id={`${id}-summary`} className={styles.muted}>
          {chosen.length === 0 ? 'Any (not filtered)' : `${chosen.length} chosen`}
        </p>
        {chosen.length > 0 && (
          <Button
            variant="ghost"
            className={styles.small}
            aria-label={`Clear ${label}`}
            onClick={() => void helpers.setValue([])}
          >
            Clear
          </Button>
        )}
      </div>
      {state}
      {options.length > 0 && (
        <div className={styles.options}>
          {options.map((value) => (
            <CheckboxField
              key={value}
              label={readable(value)}
              name={name}
              value={value}
              className={styles.option}
              checked={chosen.includes(value)}
              onChange={(event) => toggle(value, event.target.checked)}
            />
          ))}
        </div>
      )}
      <FieldMessages controlId={id} error={error} />
    </fieldset>
  );
}
