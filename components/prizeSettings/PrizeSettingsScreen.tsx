import type { FormikProps } from 'formik';
import { useState } from 'react';

import { FormikTextField } from '@/components/forms/FormikTextField';
import { SettingsForm } from '@/components/kit/SettingsForm';
import { Tabs } from '@/components/ui/Tabs';
import { useIsAllowed } from '@/hooks/usePermissions';
import { selectCasino } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import type { AllPrizeSettings } from '@/types/prizeSettings';
import { baseCurrencyOf } from '@/utils/format';
import { PERMISSIONS } from '@/utils/permissions';
import { useGetPrizeSettingsQuery, useUpdatePrizeSettingsMutation } from './api';
import {
  bodyOf,
  PRIZE_TABS,
  prizeSettingsSchema,
  valuesOf,
  type PrizeSettingsValues,
  type PrizeTab,
} from './prizeSettingsForm';
import styles from './prizeSettings.module.scss';

const errorCount = (form: FormikProps<PrizeSettingsValues>, tab: PrizeTab) =>
  Object.keys((form.errors[tab] as object | undefined) ?? {}).length;

/** The six fields of one tab; Formik keeps every tab's values while another is shown. */
function TabFields({ tab, currency }: { tab: PrizeTab; currency: string }) {
  const name = (field: string) => `${tab}.${field}`;
  return (
    <div className={styles.grid}>
      <FormikTextField name={name('title')} label="Title" autoComplete="off" maxLength={100} />
      <FormikTextField
        name={name('activationDuration')}
        label="Activation duration (days)"
        inputMode="numeric"
        hint="Days a player has to activate the prize; empty for no limit."
      />
      <FormikTextField
        name={name('duration')}
        label="Duration (days)"
        inputMode="numeric"
        hint="Days the prize lasts once active; empty for no limit."
      />
      <FormikTextField
        name={name('wagering')}
        label="Wagering (×)"
        inputMode="decimal"
        hint="Times the winnings must be wagered."
      />
      <FormikTextField
        name={name('maxWin')}
        label={`Max win (${currency})`}
        inputMode="decimal"
        hint="Empty for no cap."
      />
      <FormikTextField
        name={name('maxBet')}
        label={`Max bet (${currency})`}
        inputMode="decimal"
        hint="Not above the max win; empty for no cap."
      />
    </div>
  );
}

function PrizeTabs({ form, currency }: { form: FormikProps<PrizeSettingsValues>; currency: string }) {
  const [active, setActive] = useState<PrizeTab>('freeSpinsPrizeSettings');
  const { submitCount } = form;
  const firstWithErrors = PRIZE_TABS.find(({ id }) => errorCount(form, id) > 0)?.id;
  // After a save, when errors arrive for another tab only, that tab is shown (state adjusted while
  // rendering, React's pattern for state that follows a change, rather than an effect).
  const [seen, setSeen] = useState({ submitCount, firstWithErrors });
  if (seen.submitCount !== submitCount || seen.firstWithErrors !== firstWithErrors) {
    setSeen({ submitCount, firstWithErrors });
    if (submitCount > 0 && firstWithErrors && errorCount(form, active) === 0) setActive(firstWithErrors);
  }

  return (
    <Tabs
      label="Prize kinds"
      tabs={PRIZE_TABS.map(({ id, label }) => {
        const count = submitCount > 0 ? errorCount(form, id) : 0;
        return { id, label: count > 0 ? `${label} (${count} ${count === 1 ? 'error' : 'errors'})` : label };
      })}
      active={active}
      onChange={setActive}
    >
      <TabFields key={active} tab={active} currency={currency} />
    </Tabs>
  );
}

/**
 * Spec §2 /prize-settings (menu Settings → Prizes, softswiss): the defaults given to free spins, bonus
 * money and cash prizes, one tab each, saved together (only the tabs that changed are sent).
 */
export function PrizeSettingsScreen() {
  const query = useGetPrizeSettingsQuery();
  const [save] = useUpdatePrizeSettingsMutation();
  const canChange = useIsAllowed({ permissions: PERMISSIONS.changeCasinoSettings });
  const currency = baseCurrencyOf(useAppSelector(selectCasino)?.exchangeRates ?? {});

  return (
    <SettingsForm<AllPrizeSettings, PrizeSettingsValues, AllPrizeSettings>
      title="Prize settings"
      what="prize settings"
      query={query}
      save={save}
      schema={prizeSettingsSchema}
      initialValues={valuesOf}
      toBody={bodyOf}
      readOnly={!canChange}
    >
      {(form) => <PrizeTabs form={form} currency={currency} />}
    </SettingsForm>
  );
}
