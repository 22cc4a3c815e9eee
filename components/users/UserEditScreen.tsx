import { Form, Formik, type FormikHelpers } from 'formik';
import Link from 'next/link';
import { useRouter } from 'next/router';
import * as yup from 'yup';

import { FormError } from '@/components/forms/FormError';
import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { applyServerErrors } from '@/components/forms/serverErrors';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useIsAllowed } from '@/hooks/usePermissions';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { AdminUser, AdminUserChanges } from '@/types/users';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import { useUpdateUserMutation } from './api';
import { UserFields, userFieldRules } from './UserFields';
import { fullName, isUserStatus, UNKNOWN_STATUS_LABEL, USER_STATUS_OPTIONS } from './userLabels';
import { UserLoader } from './UserLoader';
import styles from './users.module.scss';

export const USER_UPDATED = 'User has been updated';

const schema = yup.object({ ...userFieldRules, status: yup.string().required() });
type Values = yup.InferType<typeof schema>;

function EditUserForm({ user }: { user: AdminUser }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const canChangeStatus = useIsAllowed({ permissions: PERMISSIONS.changeActiveStatus });
  const [updateUser] = useUpdateUserMutation();

  const initialValues: Values = {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    mfaRequired: user.mfaRequired,
    status: user.status,
    groups: user.groups,
  };
  // A code this app does not know stays selectable as it is, so saving leaves it alone.
  const statusOptions = isUserStatus(user.status)
    ? USER_STATUS_OPTIONS
    : [{ value: user.status, label: UNKNOWN_STATUS_LABEL }, ...USER_STATUS_OPTIONS];

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    const changes: AdminUserChanges = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: values.phoneNumber?.trim() ?? '',
      mfaRequired: values.mfaRequired,
    };
    const sameGroups =
      values.groups.length === user.groups.length && values.groups.every((id) => user.groups.includes(id));
    if (!sameGroups) changes.groups = values.groups;
    // The status needs its own permission and is sent only when it changes.
    if (canChangeStatus && values.status !== user.status && isUserStatus(values.status))
      changes.status = values.status;
    try {
      await updateUser({ id: user.id, changes }).unwrap();
    } catch (error) {
      applyServerErrors(
        error,
        helpers,
        ['firstName', 'lastName', 'phoneNumber', 'mfaRequired', 'status', 'groups'],
        'The user could not be updated.',
      );
      return;
    }
    dispatch(messageShown({ type: 'success', content: USER_UPDATED }));
    await router.push(routes.user.view(user.id));
  };

  return (
    <>
      <h1 id="edit-user-title">Edit {fullName(user)}</h1>
      <div className={styles.card}>
        <Formik<Values> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Edit user">
              <FormError />
              <p className={styles.readOnly}>
                <span>Email</span>
                {user.email}
              </p>
              <UserFields />
              {canChangeStatus && (
                <FormikSelectField
                  name="status"
                  label="Status"
                  options={statusOptions}
                  hint="Only active users can sign in; any other status ends their sessions at once."
                />
              )}
              <div className={styles.actions}>
                <Button type="submit" busy={isSubmitting}>
                  Save changes
                </Button>
                <ButtonLink variant="secondary" href={routes.user.view(user.id)}>
                  Cancel
                </ButtonLink>
              </div>
            </Form>
          )}
        </Formik>
      </div>
    </>
  );
}

/** Spec §2 /user/edit: names, phone and the two-factor requirement; the status for change_active_status. */
export function UserEditScreen({ id }: { id: number | undefined }) {
  return (
    <section aria-labelledby="edit-user-title">
      <Link href={id ? routes.user.view(id) : routes.users()} className={styles.back}>
        ← Back
      </Link>
      <UserLoader id={id} titleId="edit-user-title">
        {(user) => <EditUserForm key={user.id} user={user} />}
      </UserLoader>
    </section>
  );
}
