import { FieldArray, getIn, useFormikContext } from 'formik';

import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { FormikDateTimeField } from '@/components/forms/FormikDateTimeField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { selectCasino, selectFeatureSettings, selectLanguages } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { BOOST_INTERVAL_KINDS, JACKPOT_TYPES } from '@/contract/jackpots';
import { baseCurrencyOf } from '@/utils/format';
import styles from '../typeSettings.module.scss';
import {
  BOOST_INTERVAL_LABELS,
  emptyInterval,
  WEEKDAYS,
  type IntervalValues,
  type JackpotValues,
} from './jackpotForm';
import { JACKPOT_TYPE_CHOICE, JACKPOT_TYPE_EXPLANATIONS, JACKPOT_TYPE_LABELS } from './jackpotLabels';

const TYPE_OPTIONS = [
  { value: '', label: 'Choose a type' },
  ...JACKPOT_TYPES.map((type) => ({ value: type, label: JACKPOT_TYPE_LABELS[type] })),
];
const KIND_OPTIONS = BOOST_INTERVAL_KINDS.map((kind) => ({
  value: kind,
  label: BOOST_INTERVAL_LABELS[kind],
}));

/** One boost interval: its kind's days and times, or a timespan (all in UTC). */
function IntervalFields({ index, interval }: { index: number; interval: IntervalValues }) {
  const { setFieldValue, errors, submitCount } = useFormikContext<JackpotValues>();
  const name = `jackpot.boostIntervals.${index}`;
  const label = `Interval ${index + 1}`;
  const weekError = getIn(errors, `${name}.weekDays`);
  if (interval.kind === 'timespan')
    return (
      <div className={styles.row}>
        <FormikDateTimeField name={`${name}.start`} label={`${label}: start (UTC)`} />
        <FormikDateTimeField name={`${name}.end`} label={`${label}: end (UTC)`} />
      </div>
    );
  return (
    <>
      {interval.kind === 'month' ? (
        <FormikTextField
          name={`${name}.monthDays`}
          label={`${label}: days of the month`}
          hint="Whole numbers from 1 to 31, e.g. 1, 15"
          inputMode="numeric"
        />
      ) : (
        <fieldset className={styles.group}>
          <legend>{`${label}: days of the week`}</legend>
          <div className={styles.days}>
            {WEEKDAYS.map((day, dayIndex) => {
              const number = dayIndex + 1;
              const checked = interval.weekDays.includes(number);
              return (
                <CheckboxField
                  key={day}
                  label={day}
                  checked={checked}
                  onChange={() =>
                    void setFieldValue(
                      `${name}.weekDays`,
                      checked
                        ? interval.weekDays.filter((value) => value !== number)
                        : [...interval.weekDays, number],
                    )
                  }
                />
              );
            })}
          </div>
          {submitCount > 0 && typeof weekError === 'string' && (
            <p className={`${styles.error} field-error`} role="alert">
              {weekError}
            </p>
          )}
        </fieldset>
      )}
      <div className={styles.row}>
        <FormikDateTimeField
          name={`${name}.fromTime`}
          label={`${label}: from (UTC)`}
          hint="HH:mm, 24-hour; leave both times empty for the whole day"
          mode="time"
        />
        <FormikDateTimeField name={`${name}.toTime`} label={`${label}: to (UTC)`} mode="time" />
      </div>
    </>
  );
}

function BoostIntervals() {
  const { values, errors, submitCount } = useFormikContext<JackpotValues>();
  const intervals = values.jackpot.boostIntervals;
  const listError = getIn(errors, 'jackpot.boostIntervals');
  return (
    <FieldArray name="jackpot.boostIntervals">
      {({ push, remove }) => (
        <fieldset className={styles.group}>
          <legend>Boost intervals</legend>
          {intervals.length === 0 && (
            <p className={styles.muted}>No intervals yet: a boosted jackpot needs at least one to publish.</p>
          )}
          {intervals.map((interval, index) => (
            <div key={index} className={styles.item} role="group" aria-label={`Interval ${index + 1}`}>
              <FormikSelectField
                name={`jackpot.boostIntervals.${index}.kind`}
                label={`Interval ${index + 1}: kind`}
                options={KIND_OPTIONS}
              />
              <IntervalFields index={index} interval={interval} />
              <div>
                <Button
                  variant="ghost"
                  onClick={() => remove(index)}
                  aria-label={`Remove interval ${index + 1}`}
                >
                  Remove
                </Button>
              </div>
            </div>
          ))}
          {submitCount > 0 && typeof listError === 'string' && (
            <p className={`${styles.error} field-error`} role="alert">
              {listError}
            </p>
          )}
          <div>
            <Button variant="secondary" onClick={() => push(emptyInterval())}>
              Add an interval
            </Button>
          </div>
        </fieldset>
      )}
    </FieldArray>
  );
}

/** One title, or one per casino language with `enableLocalizedJackpotTitle` (spec §3). */
function Titles() {
  const { enableLocalizedJackpotTitle } = useAppSelector(selectFeatureSettings);
  const languages = useAppSelector(selectLanguages);
  if (enableLocalizedJackpotTitle)
    return (
      <fieldset className={styles.group}>
        <legend>Title per language</legend>
        <div className={styles.row}>
          {languages.map(({ code, name }) => (
            <FormikTextField
              key={code}
              name={`jackpot.titles.${code}`}
              label={`Title (${name})`}
              hint={code === 'en' ? 'Needed to publish' : undefined}
              maxLength={200}
            />
          ))}
        </div>
      </fieldset>
    );
  return (
    <div className={styles.row}>
      <FormikTextField name="jackpot.title" label="Title" maxLength={200} />
      <FormikSelectField
        name="jackpot.languageForTitle"
        label="Title language"
        options={languages.map(({ code, name }) => ({ value: code, label: name }))}
      />
    </div>
  );
}

/**
 * Spec §3 Jackpot settings: contribution level, type, title, start-on value, boost (chance and
 * intervals), notification, payouts in the casino's currency.
 */
export function JackpotSettings() {
  const { values } = useFormikContext<JackpotValues>();
  const casino = useAppSelector(selectCasino);
  const currency = baseCurrencyOf(casino?.exchangeRates ?? {});
  const inCurrency = (label: string) => (currency ? `${label} (${currency})` : label);
  return (
    <div className={styles.settings}>
      <div className={styles.row}>
        <FormikSelectField
          name="jackpot.type"
          label="Jackpot type"
          options={TYPE_OPTIONS}
          hint={values.jackpot.type ? JACKPOT_TYPE_EXPLANATIONS[values.jackpot.type] : JACKPOT_TYPE_CHOICE}
        />
        <FormikTextField
          name="jackpot.contributionLevel"
          label="Contribution level (%)"
          hint="The share of each bet that goes into the pot"
          type="number"
          min={0}
          max={100}
          step="any"
        />
      </div>
      <Titles />
      <div className={styles.row}>
        <FormikTextField
          name="jackpot.startOnValue"
          label={inCurrency('Start-on value')}
          type="number"
          min={0}
          step="0.01"
        />
        <FormikTextField
          name="jackpot.averagePayout"
          label={inCurrency('Average payout')}
          type="number"
          min={0}
          step="0.01"
        />
        <FormikTextField
          name="jackpot.maxPayout"
          label={inCurrency('Max payout')}
          type="number"
          min={0}
          step="0.01"
        />
      </div>
      <FormikCheckboxField name="jackpot.notifyWhenWon" label="Notify when won" />
      <FormikCheckboxField name="jackpot.boosted" label="Boosted" />
      {values.jackpot.boosted && (
        <>
          <FormikTextField
            name="jackpot.boostedChance"
            label="Boosted chance (times likelier)"
            type="number"
            min={1}
            step="any"
          />
          <BoostIntervals />
        </>
      )}
    </div>
  );
}
