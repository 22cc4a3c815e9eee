import { Form, Formik } from 'formik';
import { useId, useState } from 'react';

import { FormError } from '@/components/forms/FormError';
import { applyNestedServerErrors } from '@/components/forms/serverErrors';
import { QueryState } from '@/components/kit/QueryState';
import { LanguageTextsField } from '@/components/richText/LanguageTextsField';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { selectFeatureSettings, selectLanguages } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { CampaignInfo, TextsByLanguage } from '@/types/content';
import { infoBody, infoValues } from './CampaignInfoTemplateScreen';
import { useGetCampaignInfoQuery, useResetCampaignInfoMutation, useSaveCampaignInfoMutation } from './api';
import styles from './campaignInfo.module.scss';

interface Props {
  campaignId: number;
  readOnly: boolean;
}

/** The campaign's own text in an editor per language, saved on its own (`PUT …/campaign-info/`). */
function OwnInfoForm({
  campaignId,
  info,
  readOnly,
}: {
  campaignId: number;
  info: CampaignInfo;
  readOnly: boolean;
}) {
  const dispatch = useAppDispatch();
  const languages = useAppSelector(selectLanguages);
  const [save] = useSaveCampaignInfoMutation();
  return (
    <Formik<{ info: TextsByLanguage }>
      initialValues={infoValues(info, languages)}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          const saved = await save({ id: campaignId, ...infoBody(values, languages) }).unwrap();
          helpers.resetForm({ values: infoValues(saved, languages) });
          dispatch(messageShown({ type: 'success', content: "The campaign's info has been saved." }));
        } catch (error) {
          applyNestedServerErrors(error, helpers, ['info']);
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate aria-label="This campaign's campaign info">
          <FormError />
          <LanguageTextsField name="info" noun="Campaign info" languages={languages} readOnly={readOnly} />
          {!readOnly && (
            <div className={styles.actions}>
              <Button type="submit" variant="secondary" busy={isSubmitting} disabled={!dirty && info.own}>
                Save campaign info
              </Button>
            </div>
          )}
        </Form>
      )}
    </Formik>
  );
}

/**
 * A campaign's campaign info (spec §3 feature setting `allowUsersToEditCampaignInfoPerCampaign`): the
 * template's text unless the campaign has its own. Offered only while the casino allows it; the
 * server refuses it otherwise too.
 */
export function CampaignInfoOverride({ campaignId, readOnly }: Props) {
  const headingId = useId();
  const { allowUsersToEditCampaignInfoPerCampaign: allowed } = useAppSelector(selectFeatureSettings);
  const query = useGetCampaignInfoQuery(campaignId, { skip: !allowed });
  const [reset, { isLoading: resetting }] = useResetCampaignInfoMutation();
  const [writing, setWriting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!allowed) return null;

  return (
    <section className={styles.override} aria-labelledby={headingId}>
      <h3 id={headingId}>Campaign info</h3>
      <QueryState query={query} what="the campaign info">
        {(info) =>
          info.own || writing ? (
            <>
              <p>
                This campaign shows its own campaign info instead of the template.{' '}
                {!readOnly && info.own && (
                  <Button variant="ghost" onClick={() => setConfirming(true)}>
                    Use the template again
                  </Button>
                )}
              </p>
              <OwnInfoForm campaignId={campaignId} info={info} readOnly={readOnly} />
              <ConfirmDialog
                open={confirming}
                title="Use the campaign-info template again?"
                confirmLabel="Use the template"
                cancelLabel="Keep this campaign's text"
                danger
                busy={resetting}
                onCancel={() => setConfirming(false)}
                onConfirm={() =>
                  void reset(campaignId)
                    .unwrap()
                    .then(() => setWriting(false))
                    .finally(() => setConfirming(false))
                }
              >
                This campaign&apos;s own text is deleted and the template&apos;s is shown.
              </ConfirmDialog>
            </>
          ) : (
            <p>
              This campaign shows the campaign-info template.{' '}
              {!readOnly && (
                <Button variant="secondary" onClick={() => setWriting(true)}>
                  Write this campaign&apos;s own
                </Button>
              )}
            </p>
          )
        }
      </QueryState>
    </section>
  );
}
