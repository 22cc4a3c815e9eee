import {
  Form,
  Formik,
  setIn,
  useFormikContext,
  validateYupSchema,
  yupToFormErrors,
  type FormikHelpers,
  type FormikProps,
} from 'formik';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';

import { FormError } from '@/components/forms/FormError';
import { toFormikErrors } from '@/components/forms/serverErrors';
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

/**
 * Replaces the PATCH (the first step of a new campaign creates it; a type's settings go through their
 * own calls). Given what the backend holds (the form's clean state), it resolves whether it saved, or
 * the values saved when they differ from those submitted (the ids of what it created).
 */
type StepSave<T> = (values: T, helpers: Helpers<T>, saved: T) => Promise<boolean | { savedValues: T }>;

type StepFormProps<T extends object> = {
  initialValues: T;
  validationSchema?: ObjectSchema<AnyObject> | SchemaLoader;
  /** The top-level campaign fields the step edits: the server's errors for them land on their fields. */
  fields: readonly string[];
  submitLabel?: string;
  children: ReactNode | ((formik: FormikProps<T>) => ReactNode);
} & (
  | {
      /** The values as the PATCH's campaign changes. */
      toChanges: (values: T) => CampaignChanges;
      save?: StepSave<T>;
    }
  | { toChanges?: never; save: StepSave<T> }
);

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

/** Keeps the form's clean state (it changes when a part is saved on its own: a task order). */
function CleanValues<T>({ formik, valuesRef }: { formik: FormikProps<T>; valuesRef: RefObject<T> }) {
  useEffect(() => {
    valuesRef.current = formik.initialValues;
  }, [formik.initialValues, valuesRef]);
  return null;
}

/** How long a step waits for a named field to appear (its panel's parts load in turn). */
const FIELD_WAIT_MS = 2000;

/** The element a field name stands for: its input, a control marked `data-field`, or its first input. */
function fieldElement(form: HTMLElement, field: string): HTMLElement | null {
  const name = CSS.escape(field);
  return form.querySelector<HTMLElement>(
    `[name="${name}"], [data-field="${name}"], [name^="${name}."], [data-field^="${name}."]`,
  );
}

/**
 * Opened from a refused publish's link (`?field=mission.tasks.1.amount`): the step shows the publish's
 * errors of its own fields there and focuses the named one, once it has rendered.
 */
function PublishProblemFocus({ fields }: { fields: readonly string[] }) {
  const { focusField: field, publishErrors } = useBuilder();
  const { setErrors, setTouched } = useFormikContext();
  const anchor = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!field) return;
    if (publishErrors && typeof publishErrors === 'object') {
      const own = Object.entries(publishErrors).filter(([key]) => fields.includes(key));
      setErrors(Object.fromEntries(own.map(([key, value]) => [key, toFormikErrors(value)])));
    }
    // Touched without a check, which would replace the publish's errors with the form's own.
    void setTouched(setIn({}, field, true), false);
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const focus = () => {
      const form = anchor.current?.closest('form');
      const target = form && fieldElement(form, field);
      if (target) {
        target.focus();
        target.scrollIntoView?.({ block: 'center' });
      } else if (Date.now() - started < FIELD_WAIT_MS) timer = setTimeout(focus, 50);
    };
    focus();
    return () => clearTimeout(timer);
    // Once per link followed: later edits must not be overwritten by the publish's errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field]);
  return <span ref={anchor} hidden />;
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
  const { saveCampaign, conflictDialog } = useSaveCampaign();

  // The form's clean state when it is submitted: what the backend holds.
  const cleanValues = useRef(initialValues);

  const onSubmit = async (values: T, helpers: Helpers<T>) => {
    helpers.setStatus(undefined);
    const saved = save
      ? await save(values, helpers, cleanValues.current)
      : await saveCampaign(toChanges?.(values) ?? {}, helpers, fields);
    if (!saved) return;
    helpers.resetForm({ values: saved === true ? values : saved.savedValues });
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
          <CleanValues formik={formik} valuesRef={cleanValues} />
          <FormError />
          <fieldset disabled={readOnly} className={styles.fieldset}>
            {typeof children === 'function' ? children(formik) : children}
          </fieldset>
          <DirtyReporter />
          <PublishProblemFocus fields={fields} />
          {conflictDialog}
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
