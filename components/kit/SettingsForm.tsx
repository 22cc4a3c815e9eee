import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useId, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';

import { FormError } from '@/components/forms/FormError';
import { applyNestedServerErrors } from '@/components/forms/serverErrors';
import { Button } from '@/components/ui/Button';
import { useAppDispatch } from '@/store/hooks';
import type { ResourceTrigger } from '@/store/resourceApi';
import { messageShown } from '@/store/snackbarSlice';
import { QueryState, type QueryLike } from './QueryState';
import styles from './ResourceFormScreen.module.scss';

export interface SettingsFormProps<Settings, Values extends FormikValues, Body extends object> {
  title: string;
  /** Names the settings in texts: "casino settings". */
  what: string;
  /** The settings as loaded (`GET`). */
  query: QueryLike<Settings>;
  /** The `PATCH`: it is sent only the fields that changed. */
  save: ResourceTrigger<Partial<Body>, Settings>;
  schema: AnyObjectSchema;
  initialValues: (settings: Settings) => Values;
  toBody: (values: Values) => Body;
  readOnly?: boolean;
  children: (form: FormikProps<Values>) => ReactNode;
}

/** The fields of `next` whose values differ from `before`. */
function changedFields<Body extends object>(before: Body, next: Body): Partial<Body> {
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify((before as Record<string, unknown>)[key]),
    ),
  ) as Partial<Body>;
}

/**
 * One object of settings (casino, overlay, prizes): loaded with its states, edited in a formik + yup
 * form, saved by a PATCH of only what changed, with the server's errors on their fields.
 */
export function SettingsForm<Settings, Values extends FormikValues, Body extends object>({
  title,
  what,
  query,
  save,
  schema,
  initialValues,
  toBody,
  readOnly = false,
  children,
}: SettingsFormProps<Settings, Values, Body>) {
  const titleId = useId();
  const dispatch = useAppDispatch();

  const submit = (settings: Settings) => async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    const changes = changedFields(toBody(initialValues(settings)), toBody(schema.cast(values) as Values));
    if (Object.keys(changes).length === 0) {
      dispatch(messageShown({ type: 'info', content: 'Nothing has changed.' }));
      return;
    }
    try {
      const saved = await save(changes).unwrap();
      helpers.resetForm({ values: initialValues(saved) });
      dispatch(messageShown({ type: 'success', content: `The ${what} have been saved.` }));
    } catch (error) {
      applyNestedServerErrors(error, helpers, Object.keys(values));
    }
  };

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <QueryState query={query} what={`the ${what}`}>
        {(settings) => (
          <div className={styles.card}>
            <Formik<Values>
              initialValues={initialValues(settings)}
              validationSchema={schema}
              onSubmit={submit(settings)}
            >
              {(form) => (
                <Form noValidate aria-labelledby={titleId}>
                  <FormError />
                  <fieldset className={styles.fields} disabled={readOnly}>
                    {children(form)}
                  </fieldset>
                  {!readOnly && (
                    <div className={styles.actions}>
                      <Button type="submit" busy={form.isSubmitting}>
                        Save changes
                      </Button>
                    </div>
                  )}
                </Form>
              )}
            </Formik>
          </div>
        )}
      </QueryState>
    </section>
  );
}
