import { FieldArray, useFormikContext, type FormikHelpers } from 'formik';

import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { FormikDateTimeField } from '@/components/forms/FormikDateTimeField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { applyNestedServerErrors } from '@/components/forms/serverErrors';
import { Button } from '@/components/ui/Button';
import { selectFeatureSettings } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { CampaignChanges, CampaignDetail, Recurring } from '@/types/campaigns';
import { fromDateTimeInput, toDateTimeInput, UTC_LABEL } from '@/utils/format';
import { useCreateCampaignMutation } from '../../api';
import { CAMPAIGN_MESSAGES } from '../../campaignMessages';
import { useBuilder } from '../BuilderContext';
import styles from '../builder.module.scss';
import { StepForm } from '../StepForm';

type RecurringKind = 'none' | 'every' | 'dates';

const loadTitleDatesSchema = () => import('./titleDatesSchema').then((m) => m.titleDatesSchema);

export interface TitleDatesValues {
  name: string;
  startDate: string;
  endDate: string;
  recurring: { kind: RecurringKind; everyN: string; unit: string; quantity: string; dates: string[] };
}

const FIELDS = ['name', 'startDate', 'endDate', 'recurring'] as const;

const KIND_OPTIONS = [
  { value: 'none', label: 'Does not recur' },
  { value: 'every', label: 'Every N days, weeks or months' },
  { value: 'dates', label: 'On selected dates' },
];

const UNIT_OPTIONS = [
  { value: 'day', label: 'Days' },
  { value: 'week', label: 'Weeks' },
  { value: 'month', label: 'Months' },
];

function recurringValues(recurring: Recurring | null, inUtc: boolean): TitleDatesValues['recurring'] {
  return {
    kind: recurring?.kind ?? 'none',
    everyN: recurring?.everyN ? String(recurring.everyN) : '',
    unit: recurring?.unit ?? 'week',
    quantity: recurring?.quantity ? String(recurring.quantity) : '',
    dates: (recurring?.dates ?? []).map((date) => toDateTimeInput(date, inUtc)),
  };
}

export function titleDatesValues(campaign: CampaignDetail | null, inUtc: boolean): TitleDatesValues {
  return {
    name: campaign?.name ?? '',
    startDate: toDateTimeInput(campaign?.startDate, inUtc),
    endDate: toDateTimeInput(campaign?.endDate, inUtc),
    recurring: recurringValues(campaign?.recurring ?? null, inUtc),
  };
}

export function titleDatesChanges(values: TitleDatesValues, inUtc: boolean): CampaignChanges {
  const { kind, everyN, unit, quantity, dates } = values.recurring;
  const count = quantity ? Number(quantity) : null;
  const recurring: Recurring | null =
    kind === 'every'
      ? { kind, everyN: Number(everyN), unit: unit as Recurring['unit'], quantity: count }
      : kind === 'dates'
        ? {
            kind,
            dates: dates
              .map((date) => fromDateTimeInput(date, inUtc))
              .filter((date): date is string => !!date),
            quantity: count,
          }
        : null;
  return {
    name: values.name.trim(),
    startDate: fromDateTimeInput(values.startDate, inUtc),
    endDate: fromDateTimeInput(values.endDate, inUtc),
    recurring,
  };
}

/**
 * The first step: name, start and end, and recurrence (every N days/weeks/months, or selected dates,
 * with a quantity). Saving a new campaign creates it as a draft.
 */
export function TitleDatesStep() {
  const { campaign, type, template, campaignCreated } = useBuilder();
  const { backofficeToRunInUtc: inUtc } = useAppSelector(selectFeatureSettings);
  const dispatch = useAppDispatch();
  const [createCampaign] = useCreateCampaignMutation();
  const zone = inUtc ? ` ${UTC_LABEL}` : '';

  const create = async (values: TitleDatesValues, helpers: FormikHelpers<TitleDatesValues>) => {
    try {
      const created = await createCampaign({
        ...titleDatesChanges(values, inUtc),
        name: values.name.trim(),
        type,
        isTemplate: template,
      }).unwrap();
      dispatch(messageShown({ type: 'success', content: CAMPAIGN_MESSAGES.created }));
      campaignCreated(created);
      return true;
    } catch (error) {
      applyNestedServerErrors(error, helpers, FIELDS);
      return false;
    }
  };

  return (
    <StepForm<TitleDatesValues>
      initialValues={titleDatesValues(campaign, inUtc)}
      validationSchema={loadTitleDatesSchema}
      fields={FIELDS}
      toChanges={(values) => titleDatesChanges(values, inUtc)}
      save={campaign ? undefined : create}
      submitLabel={campaign ? 'Save and continue' : 'Create draft and continue'}
    >
      {({ values }) => (
        <>
          <FormikTextField name="name" label="Campaign name" required autoComplete="off" maxLength={255} />
          <div className={styles.row}>
            <FormikDateTimeField name="startDate" label={`Start${zone}`} />
            <FormikDateTimeField name="endDate" label={`End${zone}`} />
          </div>
          <FormikSelectField name="recurring.kind" label="Recurring" options={KIND_OPTIONS} />
          {values.recurring.kind === 'every' && (
            <div className={styles.row}>
              <FormikTextField
                name="recurring.everyN"
                label="Every"
                type="number"
                min={1}
                inputMode="numeric"
              />
              <FormikSelectField name="recurring.unit" label="Unit" options={UNIT_OPTIONS} />
            </div>
          )}
          {values.recurring.kind === 'dates' && (
            <FieldArray name="recurring.dates">
              {({ push, remove }) => (
                <fieldset className={styles.fieldset}>
                  <legend>Recurring dates{zone}</legend>
                  {values.recurring.dates.map((_date, index) => (
                    <div key={index} className={styles.inlineRow}>
                      <FormikDateTimeField name={`recurring.dates.${index}`} label={`Date ${index + 1}`} />
                      <Button
                        variant="ghost"
                        onClick={() => remove(index)}
                        aria-label={`Remove date ${index + 1}`}
                      >
                        Remove
                      </Button>
                    </div>
                  ))}
                  <DatesError />
                  <div>
                    <Button variant="secondary" onClick={() => push('')}>
                      Add a date
                    </Button>
                  </div>
                </fieldset>
              )}
            </FieldArray>
          )}
          {values.recurring.kind !== 'none' && (
            <FormikTextField
              name="recurring.quantity"
              label="No. of recurring"
              hint="How many more times the campaign runs."
              errorPrefix="No. of recurring"
              type="number"
              min={1}
              inputMode="numeric"
            />
          )}
        </>
      )}
    </StepForm>
  );
}

/** The dates list's own error ("Add at least one date"), shown under the list. */
function DatesError() {
  const { errors, submitCount } = useFormikContext<TitleDatesValues>();
  const error = errors.recurring?.dates;
  if (submitCount === 0 || typeof error !== 'string') return null;
  return (
    <p className={`${styles.error} field-error`} role="alert">
      {error}
    </p>
  );
}
