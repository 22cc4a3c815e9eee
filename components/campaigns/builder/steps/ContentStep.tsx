import * as yup from 'yup';

import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { FormikImageField } from '@/components/gallery';
import { CampaignOverlayPanel } from '@/components/overlays';
import { selectLanguages } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import type { Language } from '@/types/api';
import type { CampaignChanges, CampaignDetail } from '@/types/campaigns';
import { useBuilder, useBuilderCampaign } from '../BuilderContext';
import styles from '../builder.module.scss';
import { StepForm } from '../StepForm';
import stepStyles from './contentTerms.module.scss';
import { useBaseCurrency } from '@/hooks/useBaseCurrency';
import { labelWithCurrency } from '@/utils/format';

export interface ContentValues {
  /** Language code → title, for every language of the casino. */
  titles: Record<string, string>;
  desktopBackgroundImage: string | null;
  mobileBackgroundImage: string | null;
  campaignImage: string | null;
  hideOverlay: boolean;
  showOverlayAfterEnd: boolean;
  priority: boolean;
  optIn: boolean;
  /** As typed: '' for no alarm. */
  costAlarm: string;
  /** As typed: the percentage of players held out (0–50). */
  controlGroup: string;
  holdPayouts: boolean;
}

const FIELDS = [
  'titles',
  'desktopBackgroundImage',
  'mobileBackgroundImage',
  'campaignImage',
  'hideOverlay',
  'showOverlayAfterEnd',
  'priority',
  'optIn',
  'costAlarm',
  'controlGroup',
  'holdPayouts',
] as const;

const TITLE_MAX = 255;
/** The largest amount the API stores (numeric(14, 2)). */
const AMOUNT_MAX = 999999999999.99;
/** The most of its players a campaign may hold out (the API's limit). */
const CONTROL_GROUP_MAX = 50;

/** The control group field: what it is called and what it does, said once for the form and its tests. */
export const CONTROL_GROUP_FIELD = {
  label: 'Control group (%)',
  hint: "Players held out of rewards so you can measure the campaign's uplift",
} as const;

export const CONTENT_MESSAGES = {
  englishTitle: 'Enter the English title.',
  titleTooLong: `Use at most ${TITLE_MAX} characters.`,
  amount: 'Enter an amount, such as 1000 or 1000.50.',
  negative: 'The amount cannot be negative.',
  decimals: 'Use at most two decimals.',
  tooLarge: 'The amount is too large.',
  controlGroup: `Enter a whole percentage from 0 to ${CONTROL_GROUP_MAX}.`,
} as const;

/** An amount as typed ("1000,50" too), or NaN. */
const parseAmount = (text: string) => (/^\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : NaN);

export function contentSchema(languages: readonly Language[]) {
  return yup.object({
    titles: yup.object(
      Object.fromEntries(
        languages.map(({ code }) => {
          const title = yup.string().trim().max(TITLE_MAX, CONTENT_MESSAGES.titleTooLong);
          return [code, code === 'en' ? title.required(CONTENT_MESSAGES.englishTitle) : title];
        }),
      ),
    ),
    costAlarm: yup
      .string()
      .trim()
      .test('not-negative', CONTENT_MESSAGES.negative, (text) => !text?.startsWith('-'))
      .test(
        'amount',
        CONTENT_MESSAGES.amount,
        (text) => !text || text.startsWith('-') || !isNaN(parseAmount(text)),
      )
      .test('decimals', CONTENT_MESSAGES.decimals, (text) => !text || !/[.,]\d{3,}$/.test(text))
      .test('size', CONTENT_MESSAGES.tooLarge, (text) => !text || !(parseAmount(text) > AMOUNT_MAX)),
    controlGroup: yup
      .string()
      .trim()
      .required(CONTENT_MESSAGES.controlGroup)
      .test(
        'percentage',
        CONTENT_MESSAGES.controlGroup,
        (text) => /^\d{1,3}$/.test(text) && Number(text) <= CONTROL_GROUP_MAX,
      ),
  });
}

export function contentValues(campaign: CampaignDetail, languages: readonly Language[]): ContentValues {
  return {
    titles: Object.fromEntries(languages.map(({ code }) => [code, campaign.titles[code] ?? ''])),
    desktopBackgroundImage: campaign.desktopBackgroundImage,
    mobileBackgroundImage: campaign.mobileBackgroundImage,
    campaignImage: campaign.campaignImage,
    hideOverlay: campaign.hideOverlay,
    showOverlayAfterEnd: campaign.showOverlayAfterEnd,
    priority: campaign.priority,
    optIn: campaign.optIn,
    costAlarm: campaign.costAlarm === null ? '' : String(campaign.costAlarm),
    controlGroup: String(campaign.controlGroup),
    holdPayouts: campaign.holdPayouts,
  };
}

/** The PATCH: titles of the casino's languages that have one (the API keeps no empty title). */
export function contentChanges(values: ContentValues, languages: readonly Language[]): CampaignChanges {
  const costAlarm = values.costAlarm.trim();
  return {
    titles: Object.fromEntries(
      languages
        .map(({ code }) => [code, (values.titles[code] ?? '').trim()] as const)
        .filter(([, title]) => title !== ''),
    ),
    desktopBackgroundImage: values.desktopBackgroundImage,
    mobileBackgroundImage: values.mobileBackgroundImage,
    campaignImage: values.campaignImage,
    hideOverlay: values.hideOverlay,
    showOverlayAfterEnd: values.showOverlayAfterEnd,
    priority: values.priority,
    optIn: values.optIn,
    costAlarm: costAlarm === '' ? null : parseAmount(costAlarm),
    controlGroup: Number(values.controlGroup.trim()),
    holdPayouts: values.holdPayouts,
  };
}

/** The content step: its form, and beside it the campaign's own overlay look, which saves on its own. */
export function ContentStep() {
  const campaign = useBuilderCampaign();
  const { readOnly } = useBuilder();
  return (
    <>
      <ContentForm />
      <CampaignOverlayPanel campaignId={campaign.id} readOnly={readOnly} />
    </>
  );
}

/**
 * What players see of the campaign: its title in each of the casino's languages (English required),
 * its images from the gallery, how the overlay shows it, whether it comes first and needs an opt-in,
 * the cost above which staff are alerted, the share of players held out to measure its uplift, and whether its payouts wait for a second approver.
 */
function ContentForm() {
  const campaign = useBuilderCampaign();
  const languages = useAppSelector(selectLanguages);
  const currency = useBaseCurrency();

  return (
    <StepForm<ContentValues>
      initialValues={contentValues(campaign, languages)}
      validationSchema={contentSchema(languages)}
      fields={FIELDS}
      toChanges={(values) => contentChanges(values, languages)}
    >
      <fieldset className={styles.fieldset}>
        <legend className={stepStyles.legend}>Titles</legend>
        {languages.length === 0 ? (
          <p className={styles.notice}>
            The casino has no languages set up, so the campaign can have no title yet.
          </p>
        ) : (
          <div className={styles.row}>
            {languages.map(({ code, name }) => (
              <FormikTextField
                key={code}
                name={`titles.${code}`}
                label={`Title (${name})`}
                required={code === 'en'}
                maxLength={TITLE_MAX}
                autoComplete="off"
              />
            ))}
          </div>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={stepStyles.legend}>Images</legend>
        <div className={stepStyles.images}>
          <FormikImageField name="desktopBackgroundImage" label="Desktop background image" />
          <FormikImageField name="mobileBackgroundImage" label="Mobile background image" />
          <FormikImageField name="campaignImage" label="Campaign image" />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={stepStyles.legend}>Display</legend>
        <FormikCheckboxField name="hideOverlay" label="Hide the overlay" />
        <FormikCheckboxField name="showOverlayAfterEnd" label="Show the overlay after the campaign ends" />
        <FormikCheckboxField name="priority" label="Display in first position" />
        <FormikCheckboxField name="optIn" label="Players opt in to take part" />
      </fieldset>
      <FormikTextField
        name="costAlarm"
        label={labelWithCurrency('Cost alarm', currency)}
        hint="Staff are notified when the campaign's cost exceeds this amount. Leave it empty for no alarm."
        inputMode="decimal"
        autoComplete="off"
      />
      <FormikTextField name="controlGroup" {...CONTROL_GROUP_FIELD} inputMode="numeric" autoComplete="off" />
      <FormikCheckboxField name="holdPayouts" label="Hold payouts until another approver releases them" />
    </StepForm>
  );
}
