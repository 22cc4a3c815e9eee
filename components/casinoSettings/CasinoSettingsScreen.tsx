import { FieldArray, getIn, useFormikContext } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';

import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { SettingsForm } from '@/components/kit/SettingsForm';
import { DataTable, type Column } from '@/components/lists/DataTable';
import { useGetDepositMethodsQuery } from '@/components/players';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { useIsAllowed } from '@/hooks/usePermissions';
import type { FeatureSettings, Language } from '@/types/api';
import type { CasinoSettingsDetail } from '@/types/casinoSettings';
import type { DepositMethod } from '@/types/playerActivity';
import { currencyLabel } from '@/utils/labels';
import { PERMISSIONS } from '@/utils/permissions';
import { useGetCasinoSettingsDetailQuery, useUpdateCasinoSettingsMutation } from './api';
import styles from './casinoSettings.module.scss';

/** Spec §3's feature settings, as the screen names them. */
export const FEATURE_SETTINGS: readonly { name: keyof FeatureSettings; label: string; hint: string }[] = [
  {
    name: 'backofficeToRunInUtc',
    label: 'Run the back-office in UTC',
    hint: 'The clock and every date show UTC, marked (UTC).',
  },
  {
    name: 'enableReportsTab',
    label: 'Reports step in the campaign builder',
    hint: 'Offers the campaigns report on a campaign.',
  },
  {
    name: 'enableLocalizedJackpotTitle',
    label: 'Jackpot titles per language',
    hint: 'A jackpot gets a title in each language, not only in English.',
  },
  {
    name: 'enablePageChangeCampaignInfoTemplate',
    label: 'Campaign info template',
    hint: 'Adds the Content templates menu with the campaign info template.',
  },
  {
    name: 'allowUsersToEditCampaignInfoPerCampaign',
    label: 'Campaign info per campaign',
    hint: 'A campaign may replace the campaign info template with its own text.',
  },
];

const CODE = /^[A-Z]{3}$/;

/**
 * Whether at most one row of the form's list `list` matches: a row's test reads the whole form from
 * its ancestors (`this.from`: the row, then the form), so the duplicate's own field says so.
 */
function listedOnce(
  from: { value: unknown }[] | undefined,
  list: 'exchangeRates' | 'languages',
  matches: (row: { code?: string }) => boolean,
): boolean {
  const rows = (from?.[1]?.value as Record<string, { code?: string }[]> | undefined)?.[list] ?? [];
  return rows.filter(matches).length <= 1;
}
const RATE = /^\d{1,7}(\.\d{1,6})?$/;

const schema = yup.object({
  exchangeRates: yup
    .array(
      yup.object({
        code: yup
          .string()
          .trim()
          .uppercase()
          .matches(CODE, 'Enter a currency code: three letters, such as EUR.')
          .required('Enter a currency code.')
          .test('unique', 'This currency is listed twice.', function unique(code) {
            return listedOnce(this.from, 'exchangeRates', (row) => row.code?.trim().toUpperCase() === code);
          }),
        rate: yup
          .string()
          .trim()
          .matches(RATE, 'Enter a rate such as 1 or 1.0825.')
          .test('positive', 'Enter a rate greater than 0.', (value) => Number(value) > 0)
          .required('Enter the rate.'),
      }),
    )
    .min(1, 'Keep at least one currency.')
    .required(),
  languages: yup
    .array(
      yup.object({
        code: yup
          .string()
          .trim()
          .matches(/^[a-z]{2}(-[A-Z]{2})?$/, 'Enter a language code such as de or pt-BR.')
          .required('Enter a language code.')
          .test('unique', 'This language is listed twice.', function unique(code) {
            return listedOnce(this.from, 'languages', (row) => row.code?.trim() === code);
          }),
        name: yup.string().trim().max(60, 'Use at most 60 characters.').required('Enter the name.'),
      }),
    )
    .test('english', 'English (en) stays: campaigns are published with an English title.', (rows) =>
      (rows ?? []).some((row) => row.code?.trim() === 'en'),
    )
    .required(),
  allowUsersToEditCampaignInfoPerCampaign: yup.boolean().required(),
  backofficeToRunInUtc: yup.boolean().required(),
  enableLocalizedJackpotTitle: yup.boolean().required(),
  enablePageChangeCampaignInfoTemplate: yup.boolean().required(),
  enableReportsTab: yup.boolean().required(),
});
type Values = yup.InferType<typeof schema>;

/** Spec §3: languages are listed with English first. */
const englishFirst = (languages: readonly Language[]) =>
  [...languages].sort((a, b) => Number(b.code === 'en') - Number(a.code === 'en'));

export function toValues(settings: CasinoSettingsDetail): Values {
  return {
    exchangeRates: settings.currencies.map((code) => ({
      code,
      rate: String(settings.exchangeRates[code] ?? ''),
    })),
    languages: englishFirst(settings.languages),
    ...Object.fromEntries(FEATURE_SETTINGS.map(({ name }) => [name, settings[name]])),
  } as Values;
}

/** The PATCH body; SettingsForm sends only the fields whose value changed. */
export function toBody(values: Values): Partial<CasinoSettingsDetail> {
  const rows = values.exchangeRates.map((row) => ({
    code: row.code.trim().toUpperCase(),
    rate: Number(row.rate),
  }));
  return {
    currencies: rows.map((row) => row.code),
    exchangeRates: Object.fromEntries(rows.map((row) => [row.code, row.rate])),
    languages: englishFirst(
      values.languages.map((row) => ({ code: row.code.trim(), name: row.name.trim() })),
    ),
    ...Object.fromEntries(FEATURE_SETTINGS.map(({ name }) => [name, values[name]])),
  };
}

/** A list's own error (not one of its rows'): the client's rules or the server's answer. */
function ListError({ name }: { name: string }) {
  const { errors, submitCount } = useFormikContext<Values>();
  const error = getIn(errors, name);
  const text = Array.isArray(error) ? error.filter((item) => typeof item === 'string').join(' ') : error;
  if (typeof text !== 'string' || text === '' || submitCount === 0) return null;
  return (
    <p className={`${styles.error} field-error`} role="alert">
      {text}
    </p>
  );
}

function CurrencyRows({ values }: { values: Values }) {
  const base =
    values.exchangeRates.find((row) => Number(row.rate) === 1)?.code || values.exchangeRates[0]?.code;
  return (
    <FieldArray name="exchangeRates">
      {(rows) => (
        <fieldset className={styles.group}>
          <legend>Currencies and exchange rates</legend>
          <p className={styles.hint}>
            A rate is how many units of the currency one unit of the base currency{base ? ` (${base})` : ''}{' '}
            buys; the base currency has rate 1. Reports count money in the base currency.
          </p>
          <ul className={styles.rows}>
            {values.exchangeRates.map((row, index) => (
              <li key={index} className={styles.row}>
                <FormikTextField
                  name={`exchangeRates.${index}.code`}
                  label={`Currency ${index + 1}`}
                  autoComplete="off"
                  maxLength={3}
                  hint={
                    CODE.test(row.code.trim().toUpperCase())
                      ? currencyLabel(row.code.trim().toUpperCase())
                      : undefined
                  }
                />
                <FormikTextField
                  name={`exchangeRates.${index}.rate`}
                  label="Rate"
                  inputMode="decimal"
                  autoComplete="off"
                />
                <Button
                  variant="ghost"
                  aria-label={`Remove currency ${row.code || index + 1}`}
                  disabled={values.exchangeRates.length === 1}
                  onClick={() => rows.remove(index)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <ListError name="exchangeRates" />
          <div>
            <Button variant="secondary" onClick={() => rows.push({ code: '', rate: '' })}>
              Add currency
            </Button>
          </div>
        </fieldset>
      )}
    </FieldArray>
  );
}

function LanguageRows({ values }: { values: Values }) {
  return (
    <FieldArray name="languages">
      {(rows) => (
        <fieldset className={styles.group}>
          <legend>Languages</legend>
          <p className={styles.hint}>
            Campaign titles and terms are written in these; English is always first.
          </p>
          <ul className={styles.rows}>
            {values.languages.map((row, index) => (
              <li key={index} className={styles.row}>
                <FormikTextField
                  name={`languages.${index}.code`}
                  label={`Language ${index + 1} code`}
                  autoComplete="off"
                  readOnly={row.code === 'en' && index === 0}
                />
                <FormikTextField name={`languages.${index}.name`} label="Name" autoComplete="off" />
                <Button
                  variant="ghost"
                  aria-label={`Remove language ${row.name || row.code || index + 1}`}
                  disabled={row.code === 'en'}
                  onClick={() => rows.remove(index)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <ListError name="languages" />
          <div>
            <Button variant="secondary" onClick={() => rows.push({ code: '', name: '' })}>
              Add language
            </Button>
          </div>
        </fieldset>
      )}
    </FieldArray>
  );
}

/** Spec §7 `GET v1/campaigns/deposit-methods/`: the methods players deposit with, by currency. */
function DepositMethods({ currencies }: { currencies: readonly string[] }) {
  const [currency, setCurrency] = useState('');
  const query = useGetDepositMethodsQuery({ limit: 100, ...(currency ? { currency } : {}) });
  const columns: Column<DepositMethod>[] = [
    { key: 'name', header: 'Method', rowHeader: true, cell: (method) => method.name },
    { key: 'code', header: 'Code', cell: (method) => <code>{method.code}</code> },
    {
      key: 'currencies',
      header: 'Currencies',
      cell: (method) => (method.currencies.length === 0 ? 'Every currency' : method.currencies.join(', ')),
    },
    { key: 'enabled', header: 'Enabled', cell: (method) => (method.enabled ? 'Yes' : 'No') },
  ];
  return (
    <section className={styles.methods} aria-labelledby="deposit-methods-title">
      <h2 id="deposit-methods-title">Deposit methods</h2>
      <SelectField
        label="Taking currency"
        value={currency}
        options={[
          { value: '', label: 'Any currency' },
          ...currencies.map((code) => ({ value: code, label: code })),
        ]}
        onChange={(event) => setCurrency(event.target.value)}
      />
      <DataTable
        caption="Deposit methods"
        captionHidden
        columns={columns}
        rows={query.data?.results}
        rowKey={(method) => method.id}
        loading={query.isLoading}
        fetching={query.isFetching}
        error={query.isError}
        onRetry={() => void query.refetch()}
        emptyMessage="No deposit methods"
        filtered={currency !== ''}
      />
    </section>
  );
}

/**
 * Spec §2 /casino-settings ("Currencies"): currencies with their exchange rates, languages, the UTC
 * flag and the other feature settings of spec §3, saved by a PATCH of what changed
 * (`change_casinosettings`); below, the deposit methods.
 */
export function CasinoSettingsScreen() {
  const query = useGetCasinoSettingsDetailQuery();
  const [save] = useUpdateCasinoSettingsMutation();
  const canChange = useIsAllowed({ permissions: PERMISSIONS.changeCasinoSettings });
  return (
    <div className={styles.screen}>
      <SettingsForm<CasinoSettingsDetail, Values, Partial<CasinoSettingsDetail>>
        title="Currencies and casino settings"
        what="casino settings"
        query={query}
        save={save}
        schema={schema}
        initialValues={toValues}
        toBody={toBody}
        readOnly={!canChange}
      >
        {({ values }) => (
          <>
            <CurrencyRows values={values} />
            <LanguageRows values={values} />
            <fieldset className={styles.group}>
              <legend>Features</legend>
              {FEATURE_SETTINGS.map((setting) => (
                <FormikCheckboxField
                  key={setting.name}
                  name={setting.name}
                  label={setting.label}
                  hint={setting.hint}
                />
              ))}
            </fieldset>
          </>
        )}
      </SettingsForm>
      <DepositMethods currencies={query.data?.currencies ?? []} />
    </div>
  );
}
