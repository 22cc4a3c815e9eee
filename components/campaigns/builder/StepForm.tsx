import {
  Form,
  Formik,
  useFormikContext,
  validateYupSchema,
  yupToFormErrors,
  type FormikHelpers,
  type FormikProps,
} from 'formik';
import { useEffect, type ReactNode } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';

import { FormError } from '@/components/forms/FormError';
import { Button } from '@/components/ui/Button';
import type { CampaignChanges } from '@/types/campaigns';
import { useBuilder } from './BuilderContext';
import styles from './builder.module.scss';
import { useSaveCampaign } from './useSaveCampaign';

type Helpers<T> = FormikHelpers<T>;

/**
 * A form's yup schema, loaded when the form first checks itself (a change, a blur, a submit): yup
 * is a sixth of a step's JavaScript and nothing needs it before then.
 */
export type SchemaLoader = () => Promise<ObjectSchema<AnyObject>>;

/** Formik's own schema check (values prepared the same way), for a schema given now or loaded later. */
const validateWith =
  (source: ObjectSchema<AnyObject> | SchemaLoader) =>
  async (values: object): Promise<object> => {
    const schema = typeof source === 'function' ? await source() : source;
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if ((error as Error).name === 'ValidationError') return yupToFormErrors(error);
      throw error;
    }
  };

interface StepFormProps<T extends object> {
  initialValues: T;
  validationSchema?: ObjectSchema<AnyObject> | SchemaLoader;
  /** The top-level campaign fields the step edits: the server's errors for them land on their fields. */
  fields: readonly string[];
  /** The values as the PATCH's campaign changes. */
  toChanges: (values: T) => CampaignChanges;
  /** Replaces the PATCH (the first step of a new campaign creates it); resolves whether it saved. */
  save?: (values: T, helpers: Helpers<T>) => Promise<boolean>;
  submitLabel?: string;
  children: ReactNode | ((formik: FormikProps<T>) => ReactNode);
}

/** Inside a Formik form of a step: tells the builder whether it holds unsaved changes (leaving asks first). */
export function DirtyReporter() {
  const { dirty } = useFormikContext();
  const { setDirty } = useBuilder();
  useEffect(() => {
    setDirty(dirty);
  }, [dirty, setDirty]);
  useEffect(() => () => setDirty(false), [setDirty]);
  return null;
}

/**
 * One builder step as a form: the form-level error, the step's fields, "Save and continue". A saved
 * step becomes the new clean state and the builder moves on; a read-only campaign shows the fields
 * disabled. Every step that edits campaign fields is one of these.
 */
export function StepForm<T extends object>({
  initialValues,
  validationSchema,
  fields,
  toChanges,
  save,
  submitLabel = 'Save and continue',
  children,
}: StepFormProps<T>) {
  const { readOnly, goToNextStep } = useBuilder();
  const saveCampaign = useSaveCampaign();

  const onSubmit = async (values: T, helpers: Helpers<T>) => {
    helpers.setStatus(undefined);
    const saved = save ? await save(values, helpers) : await saveCampaign(toChanges(values), helpers, fields);
    if (!saved) return;
    helpers.resetForm({ values });
    goToNextStep();
  };

  return (
    <Formik
      initialValues={initialValues}
      validate={validationSchema && validateWith(validationSchema)}
      onSubmit={onSubmit}
    >
      {(formik) => (
        <Form noValidate className={styles.stepForm}>
          <FormError />
          <fieldset disabled={readOnly} className={styles.fieldset}>
            {typeof children === 'function' ? children(formik) : children}
          </fieldset>
          <DirtyReporter />
          {!readOnly && (
            <div className={styles.actions}>
              <Button type="submit" busy={formik.isSubmitting}>
                {submitLabel}
              </Button>
            </div>
          )}
        </Form>
      )}
    </Formik>
  );
}
