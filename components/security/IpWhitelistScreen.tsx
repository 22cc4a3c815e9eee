import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback, useState } from 'react';
import * as yup from 'yup';

import { FormError } from '@/components/forms/FormError';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { applyServerErrors } from '@/components/forms/serverErrors';
import type { Column } from '@/components/lists/DataTable';
import { PagedTable } from '@/components/lists/PagedTable';
import { ListHeading } from '@/components/lists/ListHeading';
import { lastPageOffset } from '@/components/lists/Pagination';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { defineList, useListParams } from '@/hooks/useListParams';
import { useIsAllowed } from '@/hooks/usePermissions';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { WhitelistedIp } from '@/types/users';
import { escapeHtml } from '@/utils/html';
import { PERMISSIONS } from '@/utils/permissions';
import {
  useAddWhitelistedIpMutation,
  useDeleteWhitelistedIpMutation,
  useGetWhitelistedIpsQuery,
} from './api';
import styles from './IpWhitelistScreen.module.scss';

const WHITELIST = defineList({ filters: {} });

const schema = yup.object({ ip: yup.string().trim().required('Enter an IP address.') });
type Values = yup.InferType<typeof schema>;

/** Spec §2 /security-settings: the addresses whose sign-ins skip the second factor. */
export function IpWhitelistScreen() {
  const dispatch = useAppDispatch();
  const formatDate = useDateTimeFormat();
  const canAdd = useIsAllowed({ permissions: PERMISSIONS.addMfaWhitelistedIp });
  const canDelete = useIsAllowed({ permissions: PERMISSIONS.deleteMfaWhitelistedIp });
  const list = useListParams(WHITELIST);
  const result = useGetWhitelistedIpsQuery(list.query, {
    skip: !list.ready,
  });
  const { data } = result;
  const [addIp] = useAddWhitelistedIpMutation();
  const [deleteIp, { isLoading: deleting }] = useDeleteWhitelistedIpMutation();
  const [confirming, setConfirming] = useState<WhitelistedIp | null>(null);
  const closeDialog = useCallback(() => setConfirming(null), []);

  const add = async ({ ip }: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    try {
      const added = await addIp({ ip: ip.trim() }).unwrap();
      helpers.resetForm();
      dispatch(messageShown({ type: 'success', content: `${escapeHtml(added.ip)} has been whitelisted.` }));
      // Oldest first: the new address is on the last page.
      if (data) list.setOffset(lastPageOffset(data.count + 1, list.limit));
    } catch (error) {
      applyServerErrors(error, helpers, ['ip'], 'The address could not be added.');
    }
  };

  const remove = async (entry: WhitelistedIp) => {
    try {
      await deleteIp(entry.id).unwrap();
      dispatch(messageShown({ type: 'success', content: `${escapeHtml(entry.ip)} has been removed.` }));
    } catch {
      // The error notice is already up (spec §8).
    } finally {
      setConfirming(null);
    }
  };

  const columns: Column<WhitelistedIp>[] = [
    { key: 'ip', header: 'IP address', rowHeader: true, cell: (entry) => entry.ip },
    {
      key: 'created',
      header: 'Added',
      cell: (entry) => <time dateTime={entry.created}>{formatDate(entry.created)}</time>,
    },
  ];
  if (canDelete) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      headerHidden: true,
      align: 'end',
      cell: (entry) => (
        <Button variant="ghost" aria-label={`Delete ${entry.ip}`} onClick={() => setConfirming(entry)}>
          Delete
        </Button>
      ),
    });
  }

  return (
    <section aria-labelledby="ip-whitelist-title">
      <ListHeading id="ip-whitelist-title" title="IP Whitelisting">
        Sign-ins from these addresses skip the second-factor code.
      </ListHeading>

      {canAdd && (
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
      )}

      <PagedTable
        caption="Whitelisted addresses"
        columns={columns}
        rowKey={(entry) => entry.id}
        emptyMessage="No whitelisted addresses yet"
        result={result}
        list={list}
      />

      <ConfirmDialog
        open={confirming !== null}
        title="Delete this address?"
        confirmLabel="Delete"
        danger
        busy={deleting}
        onCancel={closeDialog}
        onConfirm={() => confirming && void remove(confirming)}
      >
        Sign-ins from {confirming?.ip} will need the second-factor code again.
      </ConfirmDialog>
    </section>
  );
}
