import { FieldArray, getIn, useFormikContext } from 'formik';
import { useId } from 'react';

import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { lazyPart } from '@/components/kit/lazyPart';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { selectCasino } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import type { Casino, PlatformConfiguration } from '@/types/api';
import type { PrizeKind } from '@/types/campaigns';
import { baseCurrencyOf } from '@/utils/format';
import { knownPlatform } from '@/utils/platforms';
import { GamesField } from '../GamesField';
import styles from '../mission/mission.module.scss';
import { convertedCash, emptyPrize, PRIZE_KIND_LABELS, prizeKindsFor, type PrizeValues } from './prizeForm';

// A platform's and the catalogue's pickers ask the API for their choices; they load with the first prize
// of a kind that uses them, so the settings step's first paint carries neither.
const loadingChoices = <Spinner label="Loading choices" />;
const PlatformChoice = lazyPart(
  () => import('./PlatformChoice').then((m) => m.PlatformChoice),
  loadingChoices,
);
const RivalBetLevel = lazyPart(() => import('./PlatformChoice').then((m) => m.RivalBetLevel), loadingChoices);
const CatalogItemSelect = lazyPart(
  () => import('@/components/catalogItems').then((m) => m.CatalogItemSelect),
  loadingChoices,
);

/** The platformConfiguration bonus ids (spec §3) a kind may carry, when the casino has any. */
const CONFIGURED_BONUS_IDS: Partial<Record<PrizeKind, keyof Casino['platformConfiguration']>> = {
  cash: 'cashPrizesBonusIds',
  bonus: 'bonusPrizesBonusIds',
  free_spins: 'freeSpinsBonusIds',
};

function CashFields({ name, prize, label, casino }: FieldsProps) {
  const { setFieldValue } = useFormikContext<object>();
  const rates = casino?.exchangeRates ?? {};
  const base = baseCurrencyOf(rates);
  const others = Object.keys(rates).filter((currency) => currency !== base);
  return (
    <>
      <FormikTextField
        name={`${name}.amount`}
        label={`${label}: cash amount${base ? ` (${base})` : ''}`}
        type="number"
        min={0}
        step="any"
      />
      {others.length > 0 && (
        <fieldset className={styles.currencyAmounts}>
          <legend>{label}: cash per currency</legend>
          <div className={styles.currencyGrid}>
            {others.map((currency) => (
              <FormikTextField
                key={currency}
                name={`${name}.cashAmounts.${currency}`}
                label={`${label}: ${currency}`}
                type="number"
                min={0}
                step="any"
              />
            ))}
          </div>
          <Button
            variant="secondary"
            className={styles.convert}
            disabled={String(prize.amount).trim() === ''}
            onClick={() => {
              const converted = convertedCash(String(prize.amount), rates);
              delete converted[base];
              void setFieldValue(`${name}.cashAmounts`, converted);
            }}
          >
            Convert from {base} with the exchange rates
          </Button>
        </fieldset>
      )}
    </>
  );
}

interface FieldsProps {
  name: string;
  prize: PrizeValues;
  label: string;
  casino: Casino | null;
}

/** The fields of the prize's kind (spec §3 prize fields), with the platform's own choices. */
function PrizeFields({ name, prize, label, casino }: FieldsProps) {
  const platform = casino?.platformCodename;
  const configured = CONFIGURED_BONUS_IDS[prize.kind];
  const bonusIds = configured
    ? (casino?.platformConfiguration[configured] as PlatformConfiguration['bonusPrizesBonusIds'] | undefined)
    : undefined;
  const number = (key: keyof PrizeValues, fieldLabel: string, min = 0) => (
    <FormikTextField
      name={`${name}.${key}`}
      label={`${label}: ${fieldLabel}`}
      type="number"
      min={min}
      step={min === 1 ? 1 : 'any'}
    />
  );
  return (
    <>
      {prize.kind === 'cash' && <CashFields name={name} prize={prize} label={label} casino={casino} />}
      {prize.kind === 'bonus' && number('amount', 'bonus amount')}
      {prize.kind === 'deposit_bonus' && (
        <>
          {number('depositBonusPercentage', 'deposit bonus percentage')}
          {number('amount', 'maximum bonus amount')}
        </>
      )}
      {prize.kind === 'free_spins' && (
        <>
          {number('freeSpinsNumber', 'free spins', 1)}
          {platform === 'rival' ? (
            <RivalBetLevel
              name={`${name}.betLevel`}
              gamesName={`${name}.eligibleGames`}
              label={`${label}: bet level`}
            />
          ) : (
            number('betLevel', 'bet level')
          )}
        </>
      )}
      {(prize.kind === 'bonus' || prize.kind === 'deposit_bonus' || prize.kind === 'free_spins') &&
        (platform === 'mystino' ? (
          <PlatformChoice source="mystinoWagerings" name={`${name}.wagering`} label={`${label}: wagering`} />
        ) : (
          number('wagering', 'wagering')
        ))}
      {(prize.kind === 'bonus' || prize.kind === 'deposit_bonus') && (
        <FormikTextField name={`${name}.bonusCode`} label={`${label}: bonus code`} maxLength={100} />
      )}
      {bonusIds && bonusIds.length > 0 && (
        <FormikSelectField
          name={`${name}.platformBonusId`}
          label={`${label}: platform bonus`}
          options={[
            { value: '', label: 'None' },
            ...bonusIds.map((id) => ({ value: String(id), label: `Bonus ${id}` })),
          ]}
        />
      )}
      {prize.kind === 'free_spins' && (
        <>
          <FormikCheckboxField
            name={`${name}.payWinningsAsBonus`}
            label={`${label}: pay winnings as bonus`}
          />
          <GamesField name={`${name}.eligibleGames`} ownerLabel={`${label} eligible games`} />
        </>
      )}
      {prize.kind === 'catalog_item' && (
        <CatalogItemSelect
          name={`${name}.catalogItemId`}
          label={`${label}: catalog item`}
          value={prize.catalogItemId}
        />
      )}
      {prize.kind === 'fast_track_prize' && (
        <PlatformChoice
          source="fasttrackActionGroups"
          name={`${name}.actionGroupId`}
          label={`${label}: action group`}
        />
      )}
      {prize.kind === 'loot_box' && (
        <PlatformChoice source="themillBoxes" name={`${name}.lootBoxId`} label={`${label}: loot box`} />
      )}
      {prize.kind === 'platform_bonus' && (
        <PlatformChoice source="themillBonuses" name={`${name}.platformBonusId`} label={`${label}: bonus`} />
      )}
    </>
  );
}

/**
 * The prizes of a task, place, position or drop (spec §3 prize kinds): at least one to publish, each of
 * a kind the casino's platform offers, with that kind's fields.
 */
export function PrizesEditor({ name, ownerLabel }: { name: string; ownerLabel: string }) {
  const { values, errors, touched, submitCount } = useFormikContext<object>();
  const casino = useAppSelector(selectCasino);
  const prizes: PrizeValues[] = getIn(values, name) ?? [];
  const listError = getIn(errors, name);
  // Shown once the form was sent, or the list named (a refused publish's link).
  const listErrorShown = (submitCount > 0 || getIn(touched, name) === true) && typeof listError === 'string';
  const listErrorId = `${useId()}-error`;
  const kinds = prizeKindsFor(knownPlatform(casino?.platformCodename));

  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <fieldset className={styles.prizes}>
          <legend>Prizes</legend>
          {prizes.length === 0 && (
            <p className={styles.muted}>No prizes yet: at least one is needed to publish.</p>
          )}
          {prizes.map((prize, index) => {
            const label = `Prize ${index + 1}`;
            const options = (kinds.includes(prize.kind) ? kinds : [...kinds, prize.kind]).map((kind) => ({
              value: kind,
              label: PRIZE_KIND_LABELS[kind],
            }));
            return (
              <div key={index} className={styles.prize} role="group" aria-label={`${ownerLabel}, ${label}`}>
                <div className={styles.prizeHead}>
                  <span className={styles.prizeTitle} aria-hidden>
                    {label}
                  </span>
                  <Button
                    variant="ghost"
                    onClick={() => remove(index)}
                    aria-label={`Remove ${label.toLowerCase()} of ${ownerLabel.toLowerCase()}`}
                  >
                    Remove
                  </Button>
                </div>
                <div className={styles.prizeFields}>
                  <FormikSelectField
                    name={`${name}.${index}.kind`}
                    label={`${label}: kind`}
                    options={options}
                  />
                  <PrizeFields name={`${name}.${index}`} prize={prize} label={label} casino={casino} />
                </div>
              </div>
            );
          })}
          {listErrorShown && (
            <p id={listErrorId} className={`${styles.error} field-error`} role="alert">
              {listError}
            </p>
          )}
          <div>
            <Button
              variant="secondary"
              onClick={() => push(emptyPrize())}
              data-field={name}
              aria-describedby={listErrorShown ? listErrorId : undefined}
            >
              Add a prize
            </Button>
          </div>
        </fieldset>
      )}
    </FieldArray>
  );
}
