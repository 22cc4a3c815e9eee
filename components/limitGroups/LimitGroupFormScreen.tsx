import * as yup from 'yup';

import { campaignTypeLabel } from '@/utils/campaignTypes';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { ResourceFormScreen } from '@/components/kit/ResourceFormScreen';
import { UserPicker } from '@/components/users';
import { useIsAllowed } from '@/hooks/usePermissions';
import { selectCasino } from '@/store/authSlice';
import { useGetCasinoSettingsQuery } from '@/store/baseApi';
import { useAppSelector } from '@/store/hooks';
import type { CampaignType } from '@/types/api';
import type { LimitGroup, LimitGroupInput } from '@/types/limitGroups';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import { limitGroupsApi } from './api';
import styles from './limitGroups.module.scss';

const NAME_MAX = 150;

/** Blank means "no limit"; anything else must be a whole number, or money with two decimals. */
const wholeNumber = yup
  .string()
  .trim()
  .matches(/^\d{0,9}$/, 'Enter a whole number, or leave it blank for no limit.');
const amount = yup
  .string()
  .trim()
  .matches(/^(\d{1,12}(\.\d{1,2})?)?$/, 'Enter an amount such as 500 or 499.99, or leave it blank.');

const schema = yup.object({
  name: yup.string().trim().max(NAME_MAX, `Use at most ${NAME_MAX} characters.`).required('Enter a name.'),
  limits: yup
    .array(
      yup.object({
        // A type this app does not know (another backend may offer more) keeps its row and its limits.
        campaignType: yup.string().required(),
        maxLiveCampaigns: wholeNumber,
        maxCostAlarm: amount,
      }),
    )
    .required(),
  users: yup.array(yup.number().required()).required(),
});
type Values = yup.InferType<typeof schema>;

const orNull = (text: string | undefined) => (text?.trim() ? Number(text) : null);

/** Spec §2 /limit-groups/add and /limit-groups/edit: a row of limits per campaign type the casino offers. */
export function LimitGroupFormScreen({ id }: { id: number | 'new' | undefined }) {
  const offered = useAppSelector(selectCasino)?.availableCampaigns ?? [];
  const currency = useGetCasinoSettingsQuery().data?.currencies[0] ?? '';
  const canSave = useIsAllowed({
    permissions: id === 'new' ? PERMISSIONS.addCampaignLimitGroup : PERMISSIONS.changeCampaignLimitGroup,
  });

  const initialValues = (group: LimitGroup | undefined): Values => {
    // Every offered type gets a row; a type the group limits but the casino no longer offers keeps its row.
    const types = [...new Set([...offered, ...(group?.limits ?? []).map((limit) => limit.campaignType)])];
    return {
      name: group?.name ?? '',
      limits: types.map((campaignType) => {
        const limit = group?.limits.find((entry) => entry.campaignType === campaignType);
        return {
          campaignType,
          maxLiveCampaigns: limit?.maxLiveCampaigns?.toString() ?? '',
          maxCostAlarm: limit?.maxCostAlarm ?? '',
        };
      }),
      users: group?.users ?? [],
    };
  };

  return (
    <ResourceFormScreen<LimitGroup, Values, LimitGroupInput>
      id={id}
      api={limitGroupsApi}
      noun="limit group"
      title={(group) => group?.name ?? 'Add limit group'}
      backHref={routes.limitGroups.list()}
      schema={schema}
      initialValues={initialValues}
      // Every row is sent, in order, so the server's errors (by index) land on their row.
      toBody={(values) => ({
        name: values.name,
        users: values.users,
        limits: values.limits.map((limit) => ({
          // Sent back as it came, known to this app or not: the backend that named the type checks it.
          campaignType: limit.campaignType as CampaignType,
          maxLiveCampaigns: orNull(limit.maxLiveCampaigns),
          maxCostAlarm: orNull(limit.maxCostAlarm),
        })),
      })}
      redirectTo={() => routes.limitGroups.list()}
      readOnly={!canSave}
    >
      {({ values }) => (
        <>
          <FormikTextField name="name" label="Name" autoComplete="off" />
          <fieldset className={styles.typeLimits}>
            <legend>Limits per campaign type</legend>
            <p className={styles.hint}>Leave a field blank for no limit.</p>
            {values.limits.map((limit, index) => (
              <fieldset key={limit.campaignType} className={styles.typeRow}>
                <legend>{campaignTypeLabel(limit.campaignType)}</legend>
                <FormikTextField
                  name={`limits.${index}.maxLiveCampaigns`}
                  label="Scheduled or active at once, per member"
                  inputMode="numeric"
                  autoComplete="off"
                />
                <FormikTextField
                  name={`limits.${index}.maxCostAlarm`}
                  label={`Largest cost alarm${currency ? ` (${currency})` : ''}`}
                  inputMode="decimal"
                  autoComplete="off"
                />
              </fieldset>
            ))}
          </fieldset>
          <UserPicker name="users" label="Members" hint="A user belongs to one limit group at most." />
        </>
      )}
    </ResourceFormScreen>
  );
}
