import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';

import { FormError } from '@/components/forms/FormError';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { applyServerErrors } from '@/components/forms/serverErrors';
import { listPageData } from '@/components/kit/listPageData';
import { ResourceListScreen } from '@/components/kit/ResourceListScreen';
import type { Column } from '@/components/lists/DataTable';
import { lastPageOffset } from '@/components/lists/Pagination';
import { Button } from '@/components/ui/Button';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { defineList, type ListParams } from '@/hooks/useListParams';
import { useIsAllowed } from '@/hooks/usePermissions';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { WhitelistedIp } from '@/types/users';
import { escapeHtml } from '@/utils/html';
import { PERMISSIONS } from '@/utils/permissions';
import { whitelistApi } from './api';
import styles from './IpWhitelistScreen.module.scss';

const WHITELIST = defineList({ filters: {} });

/** The list's first page comes with the page's HTML (the page's `serverData`). */
export const whitelistPageData = listPageData(WHITELIST, whitelistApi.initiateList);

const schema = yup.object({ ip: yup.string().trim().required('Enter an IP address.') });
type Values = yup.InferType<typeof schema>;

/** Adds an address, then shows the last page, where the newest entry is (oldest first). */
function AddAddressForm({
  list,
  count,
}: {
  list: ListParams<Record<never, string>>;
  count: number | undefined;
}) {
  const dispatch = useAppDispatch();
  const [addIp] = whitelistApi.useCreateMutation();

  const add = async ({ ip }: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    try {
      const added = await addIp({ data: { ip: ip.trim() } }).unwrap();
      helpers.resetForm();
      dispatch(messageShown({ type: 'success', content: `${escapeHtml(added.ip)} has been whitelisted.` }));
      if (count !== undefined) list.setOffset(lastPageOffset(count + 1, list.limit));
    } catch (error) {
      applyServerErrors(error, helpers, ['ip'], 'The address could not be added.');
    }
  };

  return (
    <Formik<Values> initialValues={{ ip: '' }} validationSchema={schema} onSubmit={add}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Whitelist an address" className={styles.addForm}>
          <FormError />
          <div className={styles.addRow}>
            <FormikTextField
              name="ip"
              label="IP address"
              hint="An IPv4 or IPv6 address, or a network such as 10.0.0.0/24."
              autoComplete="off"
              spellCheck={false}
              className={styles.ipField}
            />
            <Button type="submit" busy={isSubmitting} className={styles.addButton}>
              Add address
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** Spec §2 /security-settings: the addresses whose sign-ins skip the second factor. */
export function IpWhitelistScreen() {
  const formatDate = useDateTimeFormat();
  const canAdd = useIsAllowed({ permissions: PERMISSIONS.addMfaWhitelistedIp });
  const columns: Column<WhitelistedIp>[] = [
    { key: 'ip', header: 'IP address', rowHeader: true, cell: (entry) => entry.ip },
    {
      key: 'created',
      header: 'Added',
      cell: (entry) => <time dateTime={entry.created}>{formatDate(entry.created)}</time>,
    },
  ];

  return (
    <ResourceListScreen
      title="IP Whitelisting"
      description="Sign-ins from these addresses skip the second-factor code."
      list={WHITELIST}
      useListQuery={whitelistApi.useListQuery}
      columns={columns}
      remove={{
        useDeleteMutation: whitelistApi.useDeleteMutation,
        permissions: [PERMISSIONS.deleteMfaWhitelistedIp],
        name: (entry) => entry.ip,
        question: () => 'Delete this address?',
        consequence: (entry) => `Sign-ins from ${entry.ip} will need the second-factor code again.`,
        done: (entry) => `${entry.ip} has been removed.`,
      }}
      caption="Whitelisted addresses"
      emptyMessage="No whitelisted addresses yet"
    >
      {(list, page) => canAdd && <AddAddressForm list={list} count={page?.count} />}
    </ResourceListScreen>
  );
}
