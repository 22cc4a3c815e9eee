import { Form, Formik, type FormikHelpers } from 'formik';
import Link from 'next/link';
import { useRouter } from 'next/router';
import * as yup from 'yup';

import { FormError } from '@/components/forms/FormError';
import { applyServerErrors } from '@/components/forms/serverErrors';
import { Button } from '@/components/ui/Button';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { AdminUser } from '@/types/users';
import { escapeHtml } from '@/utils/html';
import { routes } from '@/utils/routes';
import { useInviteUserMutation } from './api';
import { UserFields, userFieldRules } from './UserFields';
import styles from './users.module.scss';

const schema = yup.object({
  ...userFieldRules,
  email: yup.string().trim().email('Enter a valid email address.').required('Enter an email address.'),
});

type Values = yup.InferType<typeof schema>;

const INITIAL_VALUES: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  mfaRequired: false,
  groups: [],
};

/** Spec §2 /user/add: an invitation mail goes out; the server's field errors land on the fields. */
export function InviteUserScreen() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [inviteUser] = useInviteUserMutation();

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    const phoneNumber = values.phoneNumber?.trim();
    let user: AdminUser;
    try {
      user = await inviteUser({
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        ...(phoneNumber ? { phoneNumber } : {}),
        mfaRequired: values.mfaRequired,
        ...(values.groups.length > 0 ? { groups: values.groups } : {}),
      }).unwrap();
    } catch (error) {
      applyServerErrors(
        error,
        helpers,
        ['email', 'firstName', 'lastName', 'phoneNumber', 'mfaRequired', 'groups'],
        'The user could not be invited.',
      );
      return;
    }
    dispatch(messageShown({ type: 'success', content: `Invitation sent to ${escapeHtml(user.email)}` }));
    await router.push(routes.user.view(user.id));
  };

  return (
    <section aria-labelledby="invite-user-title">
      <Link href={routes.users()} className={styles.back}>
        ← Users
      </Link>
      <h1 id="invite-user-title">Invite user</h1>
      <div className={styles.card}>
        <Formik<Values> initialValues={INITIAL_VALUES} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Invite user">
              <FormError />
              <UserFields withEmail />
              <div className={styles.actions}>
                <Button type="submit" busy={isSubmitting}>
                  Send invitation
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      </div>
    </section>
  );
}
