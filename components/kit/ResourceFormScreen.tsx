import {
  Form,
  Formik,
  useFormikContext,
  type FormikHelpers,
  type FormikProps,
  type FormikValues,
} from 'formik';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useId, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';

import { FormError } from '@/components/forms/FormError';
import { LeaveGuardDialog } from '@/components/forms/LeaveGuardDialog';
import { applyNestedServerErrors } from '@/components/forms/serverErrors';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useLeaveGuard } from '@/hooks/useLeaveGuard';
import { UploadCancelled, type useUpload } from '@/hooks/useUpload';
import { useAppDispatch } from '@/store/hooks';
import type { ResourceApi } from '@/store/resourceApi';
import { messageShown } from '@/store/snackbarSlice';
import { escapeHtml } from '@/utils/html';
import { QueryState, StateMessage } from './QueryState';
import styles from './ResourceFormScreen.module.scss';

export interface ResourceFormProps<Item extends { id: number }, Values extends FormikValues, Body> {
  /** `new` adds one; an id edits that item; undefined is an edit address without a valid id. */
  id: number | 'new' | undefined;
  api: Pick<
    ResourceApi<Item, Body, Partial<Body>, never>,
    'useGetQuery' | 'useCreateMutation' | 'useUpdateMutation'
  >;
  /** Names the thing in texts: "access group". */
  noun: string;
  /** The heading: "Add access group", or the item's name. */
  title: (item: Item | undefined) => string;
  backHref: string;
  schema: AnyObjectSchema;
  initialValues: (item: Item | undefined) => Values;
  toBody: (values: Values) => Body;
  /** Where to go after saving. */
  redirectTo: (saved: Item) => string;
  /** The form cannot be changed (the user may only view): fields disabled, no Save. */
  readOnly?: boolean;
  /** A multipart save goes through this upload (its progress, its Cancel). */
  upload?: Pick<ReturnType<typeof useUpload>, 'send'>;
  children: (form: FormikProps<Values>) => ReactNode;
}

/** Tells the leave guard whether the form holds unsaved changes. */
function DirtyReporter({ report }: { report: (dirty: boolean) => void }) {
  const { dirty, isSubmitting } = useFormikContext();
  useEffect(() => report(dirty && !isSubmitting), [dirty, isSubmitting, report]);
  return null;
}

/**
 * Saving a resource form: create or update, the server's errors on the fields of the same name (nested
 * ones included) and the rest above the form, then the success notice and `onSaved`.
 */
export function useResourceSave<Item extends { id: number }, Values extends FormikValues, Body>({
  item,
  api,
  noun,
  schema,
  toBody,
  upload,
  onSaved,
}: Pick<ResourceFormProps<Item, Values, Body>, 'api' | 'noun' | 'schema' | 'toBody' | 'upload'> & {
  item: Item | undefined;
  onSaved: (saved: Item) => unknown;
}) {
  const dispatch = useAppDispatch();
  const [create] = api.useCreateMutation();
  const [update] = api.useUpdateMutation();
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    const data = toBody(schema.cast(values) as Values);
    const start = (onUploadProgress?: (percent: number) => void) =>
      item ? update({ id: item.id, data, onUploadProgress }) : create({ data, onUploadProgress });
    let saved: Item;
    try {
      saved = upload ? await upload.send(start) : await start().unwrap();
    } catch (error) {
      if (!(error instanceof UploadCancelled)) applyNestedServerErrors(error, helpers, Object.keys(values));
      return;
    }
    const verb = item ? 'saved' : 'created';
    dispatch(messageShown({ type: 'success', content: `The ${escapeHtml(noun)} has been ${verb}.` }));
    await onSaved(saved);
  };
}

function ResourceForm<Item extends { id: number }, Values extends FormikValues, Body>({
  item,
  ...props
}: ResourceFormProps<Item, Values, Body> & { item: Item | undefined; titleId: string }) {
  const { schema, initialValues, redirectTo, backHref, readOnly } = props;
  const router = useRouter();
  const guard = useLeaveGuard();
  const submit = useResourceSave({
    ...props,
    item,
    onSaved: (saved) => {
      guard.setUnsaved(false);
      return router.push(redirectTo(saved));
    },
  });

  return (
    <>
      <h1 id={props.titleId}>{props.title(item)}</h1>
      <div className={styles.card}>
        <Formik<Values> initialValues={initialValues(item)} validationSchema={schema} onSubmit={submit}>
          {(form) => (
            <Form noValidate aria-labelledby={props.titleId}>
              <DirtyReporter report={guard.setUnsaved} />
              <FormError />
              <fieldset className={styles.fields} disabled={readOnly}>
                {props.children(form)}
              </fieldset>
              <div className={styles.actions}>
                {!readOnly && (
                  <Button type="submit" busy={form.isSubmitting}>
                    {item ? 'Save changes' : `Add ${props.noun}`}
                  </Button>
                )}
                <ButtonLink variant="secondary" href={backHref}>
                  {readOnly ? 'Back' : 'Cancel'}
                </ButtonLink>
              </div>
            </Form>
          )}
        </Formik>
      </div>
      <LeaveGuardDialog guard={guard} stayLabel="Stay here">
        The changes you made are not saved. They will be lost if you leave now.
      </LeaveGuardDialog>
    </>
  );
}

/**
 * A resource's add or edit screen: the item loaded by id (with a real "does not exist"), a formik + yup
 * form whose server errors land on their fields by name, the success notice, the redirect, and a
 * question before leaving with unsaved changes.
 */
export function ResourceFormScreen<Item extends { id: number }, Values extends FormikValues, Body>(
  props: ResourceFormProps<Item, Values, Body>,
) {
  const titleId = useId();
  const { isReady } = useRouter();
  const id = typeof props.id === 'number' ? props.id : undefined;
  const query = props.api.useGetQuery(id ?? 0, { skip: id === undefined });
  const creating = props.id === 'new';
  return (
    <section aria-labelledby={titleId}>
      <Link href={props.backHref} className={styles.back}>
        ← Back
      </Link>
      {creating ? (
        <ResourceForm {...props} item={undefined} titleId={titleId} />
      ) : (
        <QueryState
          query={query}
          what={`the ${props.noun}`}
          // Once the address is read, an edit address without an id names nothing.
          missing={isReady && id === undefined}
          notFound={
            <>
              <h1 id={titleId}>Not found</h1>
              <StateMessage>{`This ${props.noun} does not exist.`}</StateMessage>
            </>
          }
        >
          {(item) => <ResourceForm key={item.id} {...props} item={item} titleId={titleId} />}
        </QueryState>
      )}
    </section>
  );
}
