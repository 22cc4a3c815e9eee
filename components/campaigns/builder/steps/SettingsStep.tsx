import { useEffect, useState } from 'react';

import { LoadFailed } from '@/components/kit/QueryState';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { campaignTypeLabel } from '@/utils/campaignTypes';
import {
  CAMPAIGN_TYPE_REGISTRY,
  type OwnSettingsCalls,
  type SettingsPanelModule,
} from '../../types/registry';
import { useBuilder, useBuilderCampaign } from '../BuilderContext';
import styles from '../builder.module.scss';
import { StepForm } from '../StepForm';
import { useSaveSettings } from '../useSaveSettings';
import { useTypeSettings } from '../useTypeSettings';

/**
 * The type's settings panel, from the registry of campaign types (each type brings its own). A type
 * with calls of its own (spec §7) is read and saved through them; the others with the campaign.
 */
export function SettingsStep() {
  const campaign = useBuilderCampaign();
  const { readOnly, goToNextStep } = useBuilder();
  const registration = CAMPAIGN_TYPE_REGISTRY[campaign.type];
  const settings = useTypeSettings(campaign, { forForm: true });
  // The type's form, and its own calls that save it (null for a type saved with the campaign: a race).
  const [panel, setPanel] = useState<{
    module: SettingsPanelModule;
    calls: OwnSettingsCalls | null;
  } | null>(null);
  const [panelFailed, setPanelFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const saveSettings = useSaveSettings(panel?.calls ?? null);

  useEffect(() => {
    if (!registration) return;
    let current = true;
    Promise.all([registration.loadPanel(), registration.loadCalls?.() ?? null])
      .then(([module, calls]) => current && setPanel({ module, calls }))
      .catch(() => current && setPanelFailed(true));
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
  if (panelFailed || settings.status === 'failed')
    return (
      <LoadFailed
        what="the settings"
        onRetry={() => {
          if (settings.status === 'failed') settings.retry();
          setPanelFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  if (!panel || settings.status !== 'loaded') return <Spinner label="Loading settings" />;

  const { Panel, Aside, toChanges } = panel.module;
  // The panels read the settings where the campaign's detail carries them.
  const withSettings = settings.campaign;
  const storage = panel.calls ? { save: saveSettings } : toChanges && { toChanges };
  // A registration's mistake, not the user's: each type has calls or saves with the campaign.
  if (!storage) throw new Error(`The ${campaign.type} settings have no way to be saved`);
  return (
    <>
      <StepForm<object>
        initialValues={panel.module.initialValues(withSettings)}
        validationSchema={panel.module.loadSchema}
        fields={[registration.field]}
        {...storage}
      >
        <Panel campaign={withSettings} readOnly={readOnly} />
      </StepForm>
      {Aside && <Aside campaign={withSettings} />}
    </>
  );
}
