import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo } from 'react';

import builderStyles from '@/components/campaigns/builder/builder.module.scss';
import { DirtyReporter } from '@/components/campaigns/builder/StepForm';
import { FormError } from '@/components/forms/FormError';
import { applyNestedServerErrors } from '@/components/forms/serverErrors';
import { useUpdateTargetGroupMutation } from '@/components/players';
import { Button } from '@/components/ui/Button';
import { toWire } from '@/utils/wire';
import type { ApiError } from '@/store/baseApi';
import { selectCasino } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { PlayerFilters, TargetGroup } from '@/types/players';
import { UnsavedAudience } from './AudienceCounts';
import { FilterValuesField } from './FilterValuesField';
import { offeredFilters, PLAYER_MESSAGES, withFailureFallback } from './playerSelection';
import styles from './players.module.scss';

/** Tells whether the filters hold unsaved edits (the step asks before they are left behind). */
/**
 * The answer's `filters: {vipLevels: …}` (camelised on the way in) as errors of the form's fields, which
 * are named as the API spells the filters.
 */
function filterErrorsAsFieldErrors(error: unknown): unknown {
  const { status, data } = (error ?? {}) as ApiError;
  if (!data || typeof data !== 'object' || !('filters' in data)) return error;
  const { filters, ...rest } = data as { filters: unknown };
  const perFilter = filters && typeof filters === 'object' && !Array.isArray(filters) ? toWire(filters) : {};
  return { status, data: { ...rest, ...(perFilter as object) } };
}

interface Props {
  group: TargetGroup;
  readOnly: boolean;
}

/** The target group's filters, one group of values per filter the casino offers; saved with a PATCH. */
export function TargetGroupFilters({ group, readOnly }: Props) {
  const headingId = useId();
  const casino = useAppSelector(selectCasino);
  const dispatch = useAppDispatch();
  const [update] = useUpdateTargetGroupMutation();
  const filters = useMemo(
    () => offeredFilters(casino?.availablePlayerSelectionFilters ?? []),
    [casino?.availablePlayerSelectionFilters],
  );
  // Read once: later answers (a player added by hand, say) must not wipe edits not yet saved.
  const initialValues: PlayerFilters = Object.fromEntries(
    filters.map(({ key }) => [key, group.filters[key] ?? []]),
  );

  const onSubmit = async (values: PlayerFilters, helpers: FormikHelpers<PlayerFilters>) => {
    helpers.setStatus(undefined);
    try {
      // Filters this screen does not offer keep their saved values.
      await update({ id: group.id, changes: { filters: { ...group.filters, ...values } } }).unwrap();
      helpers.resetForm({ values });
      dispatch(messageShown({ type: 'success', content: PLAYER_MESSAGES.filtersSaved }));
    } catch (error) {
      applyNestedServerErrors(
        filterErrorsAsFieldErrors(error),
        withFailureFallback(error, helpers),
        filters.map(({ key }) => key),
      );
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        Filters
      </h4>
      {filters.length === 0 ? (
        <p className={builderStyles.notice}>
          The casino offers no player filters: every player is selected, except those removed by hand.
        </p>
      ) : (
        <Formik initialValues={initialValues} onSubmit={onSubmit}>
          {({ isSubmitting }) => (
            <Form noValidate className={styles.form}>
              <p className={styles.muted}>
                A player is selected when they match a chosen value of every filter; a filter with nothing
                chosen matches everyone.
              </p>
              <FormError />
              <fieldset disabled={readOnly} className={styles.filters}>
                {filters.map(({ key, label, valuesPath, readable }) => (
                  <FilterValuesField
                    key={key}
                    name={key}
                    label={label}
                    valuesPath={valuesPath}
                    readable={readable}
                  />
                ))}
              </fieldset>
              <UnsavedAudience groupId={group.id} savedFilters={group.filters} />
              <DirtyReporter />
              {!readOnly && (
                <div className={builderStyles.actions}>
                  <Button type="submit" busy={isSubmitting}>
                    Save filters
                  </Button>
                </div>
              )}
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
