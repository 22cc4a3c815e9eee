import * as yup from 'yup';

import { GroupPicker } from '@/components/accessGroups';
import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { useIsAllowed } from '@/hooks/usePermissions';
import { PERMISSIONS } from '@/utils/permissions';
import styles from './users.module.scss';

/** The server's limits on a user's fields. */
const NAME_MAX = 150;
const PHONE_MAX = 32;

/** Rules shared by the invite and edit forms; the server has the last word (field errors). */
export const userFieldRules = {
  firstName: yup
    .string()
    .trim()
    .max(NAME_MAX, `Use at most ${NAME_MAX} characters.`)
    .required('Enter a first name.'),
  lastName: yup
    .string()
    .trim()
    .max(NAME_MAX, `Use at most ${NAME_MAX} characters.`)
    .required('Enter a last name.'),
  phoneNumber: yup.string().trim().max(PHONE_MAX, `Use at most ${PHONE_MAX} characters.`),
  mfaRequired: yup.boolean().required(),
  groups: yup.array(yup.number().required()).required(),
};

export const REQUIRE_TWO_FACTOR_LABEL = 'Require two-factor sign-in';

/** Names, (email,) phone and the two-factor requirement, as both user forms lay them out. */
export function UserFields({ withEmail = false }: { withEmail?: boolean }) {
  const canSeeGroups = useIsAllowed({ permissions: PERMISSIONS.viewGroup });
  return (
    <>
      <div className={styles.formRow}>
        <FormikTextField name="firstName" label="First name" autoComplete="off" />
        <FormikTextField name="lastName" label="Last name" autoComplete="off" />
      </div>
      {withEmail && (
        <FormikTextField
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
          hint="The invitation to set a password goes to this address."
        />
      )}
      <FormikTextField name="phoneNumber" label="Phone (optional)" type="tel" autoComplete="off" />
      <FormikCheckboxField
        name="mfaRequired"
        label={REQUIRE_TWO_FACTOR_LABEL}
        hint="The user must set up an authenticator app to sign in."
      />
      {canSeeGroups && <GroupPicker name="groups" />}
    </>
  );
}
