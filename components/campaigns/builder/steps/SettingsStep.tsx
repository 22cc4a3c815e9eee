import { useEffect, useState } from 'react';

import { LoadFailed } from '@/components/kit/QueryState';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { campaignTypeLabel } from '@/utils/campaignTypes';
import { CAMPAIGN_TYPE_REGISTRY, type SettingsPanelModule } from '../../types/registry';
import { useBuilder, useBuilderCampaign } from '../BuilderContext';
import styles from '../builder.module.scss';
import { StepForm } from '../StepForm';

/** The type's settings panel, from the registry of campaign types (each type brings its own). */
export function SettingsStep() {
  const campaign = useBuilderCampaign();
  const { readOnly, goToNextStep } = useBuilder();
  const registration = CAMPAIGN_TYPE_REGISTRY[campaign.type];
  const [panel, setPanel] = useState<SettingsPanelModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!registration) return;
    let current = true;
    registration.loadPanel().then(
      (loaded) => current && setPanel(() => loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [registration, attempt]);

  if (!registration) {
    return (
      <>
        <p className={styles.notice}>
          {campaignTypeLabel(campaign.type)} campaigns have no settings of their own.
        </p>
        <div className={styles.actions}>
          <Button onClick={goToNextStep}>Continue</Button>
        </div>
      </>
    );
  }
  if (failed)
    return (
      <LoadFailed
        what="the settings"
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  if (!panel) return <Spinner label="Loading settings" />;

  const { Panel, Aside } = panel;
  return (
    <>
      <StepForm<object>
        initialValues={panel.initialValues(campaign)}
        validationSchema={panel.loadSchema}
        fields={[registration.field]}
        toChanges={panel.toChanges}
      >
        <Panel campaign={campaign} readOnly={readOnly} />
      </StepForm>
      {Aside && <Aside campaign={campaign} />}
    </>
  );
}
