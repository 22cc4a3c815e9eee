import { FieldArray, getIn, useFormikContext } from 'formik';

import { CatalogItemSelect } from '@/components/catalogItems/CatalogItemSelect';
import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { Button } from '@/components/ui/Button';
import { PRIZE_KINDS, type PrizeKind } from '@/types/campaigns';
import { emptyPrize, PRIZE_KIND_LABELS, type MissionValues, type PrizeValues } from './missionForm';
import styles from './mission.module.scss';

const KIND_OPTIONS = PRIZE_KINDS.map((kind) => ({ value: kind, label: PRIZE_KIND_LABELS[kind] }));

type NumberField = { key: keyof PrizeValues; label: string; min: number; step?: string; hint?: string };

const AMOUNT: NumberField = { key: 'amount', label: 'amount', min: 0, step: 'any' };
const WAGERING: NumberField = { key: 'wagering', label: 'wagering', min: 0, step: 'any' };

/** The number fields of each prize kind (spec §3 prize fields); bonus and free spins have a little more. */
const PRIZE_FIELDS: Record<PrizeKind, NumberField[]> = {
  cash: [{ ...AMOUNT, label: 'cash amount' }],
  bonus: [{ ...AMOUNT, label: 'bonus amount' }, WAGERING],
  free_spins: [
    { key: 'freeSpinsNumber', label: 'free spins', min: 1 },
    { key: 'betLevel', label: 'bet level', min: 0, step: 'any' },
    WAGERING,
  ],
  catalog_item: [],
};

function PrizeFields({ name, prize, label }: { name: string; prize: PrizeValues; label: string }) {
  return (
    <>
      {PRIZE_FIELDS[prize.kind].map(({ key, label: fieldLabel, ...input }) => (
        <FormikTextField
          key={key}
          name={`${name}.${key}`}
          label={`${label}: ${fieldLabel}`}
          type="number"
          {...input}
        />
      ))}
      {prize.kind === 'bonus' && (
        <FormikTextField name={`${name}.bonusCode`} label={`${label}: bonus code`} maxLength={100} />
      )}
      {prize.kind === 'catalog_item' && (
        <CatalogItemSelect
          name={`${name}.catalogItemId`}
          label={`${label}: catalog item`}
          value={prize.catalogItemId}
        />
      )}
      {prize.kind === 'free_spins' && (
        <FormikCheckboxField name={`${name}.payWinningsAsBonus`} label="Pay winnings as bonus" />
      )}
    </>
  );
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
