import { getIn, useFormikContext } from 'formik';
import { useEffect } from 'react';

import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { useBaseCurrency } from '@/hooks/useBaseCurrency';
import { labelWithCurrency } from '@/utils/format';
import { GamesField } from '../GamesField';
import { PrizesEditor } from '../prizes/PrizesEditor';
import { PRIZE_KIND_LABELS } from '../prizes/prizeForm';
import styles from '../typeSettings.module.scss';
import { totalQuantity, type PrizeDropValues } from './prizeDropForm';

/** How many of each prize drop, beside the prizes editor (which edits the prizes themselves). */
function Quantities() {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<PrizeDropValues>();
  const { prizes, drops } = values.prizeDrop;
  const dropsError = getIn(errors, 'prizeDrop.drops');
  // A prize just added in the prizes editor drops once until told otherwise.
  useEffect(() => {
    prizes.forEach((prize, index) => {
      if (prize.quantity === undefined) void setFieldValue(`prizeDrop.prizes.${index}.quantity`, '1');
    });
  }, [prizes, setFieldValue]);
  if (prizes.length === 0) return null;
  const total = totalQuantity(prizes);
  return (
    <fieldset className={styles.group}>
      <legend>Quantities</legend>
      <div className={styles.row}>
        {prizes.map((prize, index) => (
          <FormikTextField
            key={index}
            name={`prizeDrop.prizes.${index}.quantity`}
            label={`Prize ${index + 1}: quantity`}
            hint={PRIZE_KIND_LABELS[prize.kind]}
            type="number"
            min={1}
            step={1}
          />
        ))}
      </div>
      <p className={styles.muted} aria-live="polite">
        {`Total quantity: ${total}${drops ? ` of ${drops} drops` : ''}.`}
      </p>
      {submitCount > 0 && typeof dropsError === 'string' && (
        <p className={`${styles.error} field-error`} role="alert">
          {dropsError}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Spec §3 Prize drop settings: minimum bet, all or selected games, the number of drops, and the prizes
 * with how many of each drop (together at most the number of drops).
 */
export function PrizeDropSettings() {
  const { values } = useFormikContext<PrizeDropValues>();
  const currency = useBaseCurrency();
  return (
    <div className={styles.settings}>
      <div className={styles.row}>
        <FormikTextField
          name="prizeDrop.minBet"
          label={labelWithCurrency('Minimum bet', currency)}
          type="number"
          min={0}
          step="any"
        />
        <FormikTextField
          name="prizeDrop.drops"
          label="Number of drops"
          hint="How often a prize drops while the campaign runs (from its start to its end): each drop gives one prize to a player whose qualifying bet lands it. The prizes' quantities add up to at most this."
          type="number"
          min={1}
          step={1}
        />
      </div>
      <FormikCheckboxField name="prizeDrop.allGames" label="Bets on all games qualify" />
      {!values.prizeDrop.allGames && <GamesField name="prizeDrop.games" ownerLabel="Prize drop" />}
      <PrizesEditor name="prizeDrop.prizes" ownerLabel="Prize drop" />
      <Quantities />
    </div>
  );
}
