import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import * as yup from 'yup';

import { FormError } from '@/components/forms/FormError';
import { applyNestedServerErrors } from '@/components/forms/serverErrors';
import { QueryState } from '@/components/kit/QueryState';
import { Button } from '@/components/ui/Button';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { Overlay, OverlayInput } from '@/types/overlays';
import type { OverlayPosition } from '@/utils/overlays';
import { useCreateOverlayMutation, useGetCampaignOverlayQuery, useUpdateOverlayMutation } from './api';
import { lookBodyOf, lookSchema, lookValuesOf, positionSchema, type LookValues } from './overlayForm';
import { OverlayLookFields } from './OverlayLookFields';
import styles from './overlays.module.scss';

const schema = yup.object({ position: positionSchema.nullable(), ...lookSchema });
type Values = LookValues & { position: OverlayPosition | '' };

const valuesOf = (overlay: Overlay | null): Values => ({
  ...lookValuesOf(overlay),
  position: overlay?.position ?? '',
});

const bodyOf = (values: Values): OverlayInput => ({
  ...lookBodyOf(values),
  position: values.position === '' ? null : values.position,
});

/** The fields of `body` that differ from `overlay`. */
const changesOf = (overlay: Overlay, body: OverlayInput): OverlayInput =>
  Object.fromEntries(
    Object.entries(body).filter(
      ([key, value]) => value !== (overlay as unknown as Record<string, unknown>)[key],
    ),
  );

function LookForm({
  campaignId,
  overlay,
  readOnly,
}: {
  campaignId: number;
  overlay: Overlay | null;
  readOnly: boolean;
}) {
  const dispatch = useAppDispatch();
  const [create] = useCreateOverlayMutation();
  const [update] = useUpdateOverlayMutation();

  const save = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    const body = bodyOf(schema.cast(values) as Values);
    try {
      const saved = overlay
        ? await update({ id: overlay.id, changes: changesOf(overlay, body) }).unwrap()
        : await create({ ...body, campaign: campaignId }).unwrap();
      helpers.resetForm({ values: valuesOf(saved) });
      dispatch(messageShown({ type: 'success', content: "The campaign's overlay has been saved." }));
    } catch (error) {
      applyNestedServerErrors(error, helpers, Object.keys(values));
    }
  };

  return (
    <Formik<Values> initialValues={valuesOf(overlay)} validationSchema={schema} onSubmit={save}>
      {({ isSubmitting, dirty }) => (
        <Form noValidate aria-label="Campaign overlay">
          <FormError />
          <fieldset className={styles.fields} disabled={readOnly}>
            <OverlayLookFields followOption="Same as the casino's" />
          </fieldset>
          {!readOnly && (
            <Button type="submit" busy={isSubmitting} disabled={overlay !== null && !dirty}>
              {overlay ? 'Save the overlay' : 'Create the overlay'}
            </Button>
          )}
        </Form>
      )}
    </Formik>
  );
}

/**
 * A campaign's own overlay look (`v1/overlays/overlays/` with its campaign), beside the content step's
 * hide/show options: without one the campaign shows the casino's overlay (Settings → Overlay). It saves
 * on its own, so the content step's form and this one never hold each other's changes.
 */
export function CampaignOverlayPanel({ campaignId, readOnly }: { campaignId: number; readOnly: boolean }) {
  const headingId = useId();
  const query = useGetCampaignOverlayQuery(campaignId);
  const [designing, setDesigning] = useState(false);

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Overlay look</h2>
      <QueryState query={query} what="the campaign's overlay" beyondSpec>
        {(overlay) =>
          overlay || designing ? (
            <LookForm campaignId={campaignId} overlay={overlay} readOnly={readOnly} />
          ) : (
            <div className={styles.fields}>
              <p>This campaign shows the casino&apos;s overlay.</p>
              {!readOnly && (
                <div>
                  <Button variant="secondary" onClick={() => setDesigning(true)}>
                    Give this campaign its own look
                  </Button>
                </div>
              )}
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
