import { FieldArray, getIn, useFormikContext } from 'formik';

import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { Button } from '@/components/ui/Button';
import { PRIZE_KINDS } from '@/types/campaigns';
import { emptyPrize, PRIZE_KIND_LABELS, type MissionValues, type PrizeValues } from './missionForm';
import styles from './mission.module.scss';

const KIND_OPTIONS = PRIZE_KINDS.map((kind) => ({ value: kind, label: PRIZE_KIND_LABELS[kind] }));

/** The fields of one prize kind (spec §3 prize fields). */
function PrizeFields({ name, prize, label }: { name: string; prize: PrizeValues; label: string }) {
  const field = (key: keyof PrizeValues) => `${name}.${key}`;
  switch (prize.kind) {
    case 'cash':
      return (
        <FormikTextField
          name={field('amount')}
          label={`${label}: cash amount`}
          type="number"
          min={0}
          step="any"
        />
      );
    case 'bonus':
      return (
        <>
          <FormikTextField
            name={field('amount')}
            label={`${label}: bonus amount`}
            type="number"
            min={0}
            step="any"
          />
          <FormikTextField name={field('bonusCode')} label={`${label}: bonus code`} maxLength={100} />
          <FormikTextField
            name={field('wagering')}
            label={`${label}: wagering`}
            type="number"
            min={0}
            step="any"
          />
        </>
      );
    case 'free_spins':
      return (
        <>
          <FormikTextField
            name={field('freeSpinsNumber')}
            label={`${label}: free spins`}
            type="number"
            min={1}
          />
          <FormikTextField
            name={field('betLevel')}
            label={`${label}: bet level`}
            type="number"
            min={0}
            step="any"
          />
          <FormikTextField
            name={field('wagering')}
            label={`${label}: wagering`}
            type="number"
            min={0}
            step="any"
          />
          <FormikCheckboxField name={field('payWinningsAsBonus')} label="Pay winnings as bonus" />
        </>
      );
    case 'catalog_item':
      return (
        <FormikTextField
          name={field('catalogItemId')}
          label={`${label}: catalog item ID`}
          type="number"
          min={1}
          hint="The catalog item's number from the catalog items list."
        />
      );
  }
}

/** A task's prizes: at least one to publish; each of a kind with that kind's fields. */
export function PrizesEditor({ name, taskLabel }: { name: string; taskLabel: string }) {
  const { values, errors, submitCount } = useFormikContext<MissionValues>();
  const prizes: PrizeValues[] = getIn(values, name) ?? [];
  const listError = getIn(errors, name);

  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <fieldset className={styles.prizes}>
          <legend>Prizes</legend>
          {prizes.length === 0 && (
            <p className={styles.muted}>No prizes yet: a task needs at least one to publish.</p>
          )}
          {prizes.map((prize, index) => {
            const label = `Prize ${index + 1}`;
            return (
              <div key={index} className={styles.prize} role="group" aria-label={`${taskLabel}, ${label}`}>
                <FormikSelectField
                  name={`${name}.${index}.kind`}
                  label={`${label}: kind`}
                  options={KIND_OPTIONS}
                />
                <PrizeFields name={`${name}.${index}`} prize={prize} label={label} />
                <Button
                  variant="ghost"
                  onClick={() => remove(index)}
                  aria-label={`Remove ${label.toLowerCase()} of ${taskLabel.toLowerCase()}`}
                >
                  Remove
                </Button>
              </div>
            );
          })}
          {submitCount > 0 && typeof listError === 'string' && (
            <p className={`${styles.error} field-error`} role="alert">
              {listError}
            </p>
          )}
          <div>
            <Button variant="secondary" onClick={() => push(emptyPrize())}>
              Add a prize
            </Button>
          </div>
        </fieldset>
      )}
    </FieldArray>
  );
}
