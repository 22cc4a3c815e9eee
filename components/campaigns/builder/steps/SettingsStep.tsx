import { useEffect, useMemo, useState } from 'react';

import { LoadFailed } from '@/components/kit/QueryState';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import type { CampaignDetail } from '@/types/campaigns';
import { campaignTypeLabel } from '@/utils/campaignTypes';
import { CAMPAIGN_TYPE_REGISTRY, type SettingsPanelModule } from '../../types/registry';
import { useBuilder, useBuilderCampaign } from '../BuilderContext';
import styles from '../builder.module.scss';
import { StepForm } from '../StepForm';
import { useSaveSettings, useSettingsCall } from '../useSaveSettings';

/** The settings a type keeps through its own calls, as the campaign's detail would carry them. */
type LoadedSettings = Partial<CampaignDetail>;

/**
 * The type's settings panel, from the registry of campaign types (each type brings its own). A type
 * with calls of its own (spec §7) is read and saved through them; the others with the campaign.
 */
export function SettingsStep() {
  const campaign = useBuilderCampaign();
  const { readOnly, goToNextStep } = useBuilder();
  const registration = CAMPAIGN_TYPE_REGISTRY[campaign.type];
  const call = useSettingsCall();
  const [panel, setPanel] = useState<SettingsPanelModule | null>(null);
  const [settings, setSettings] = useState<LoadedSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const saveSettings = useSaveSettings(panel?.calls);

  useEffect(() => {
    if (!registration) return;
    let current = true;
    registration
      .loadPanel()
      .then(async (loaded) => {
        const own = loaded.calls ? await loaded.calls.load(call, campaign.id) : {};
        if (!current) return;
        setPanel(() => loaded);
        setSettings(own);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [registration, attempt, call, campaign.id]);

  // The panels read the settings where the campaign's detail carries them.
  const withSettings = useMemo(() => settings && { ...campaign, ...settings }, [campaign, settings]);

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
  if (!panel || !withSettings) return <Spinner label="Loading settings" />;

  const { Panel, Aside } = panel;
  const storage = panel.calls ? { save: saveSettings } : { toChanges: panel.toChanges };
  return (
    <>
      <StepForm<object>
        initialValues={panel.initialValues(withSettings)}
        validationSchema={panel.loadSchema}
        fields={[registration.field]}
        {...storage}
      >
        <Panel campaign={withSettings} readOnly={readOnly} />
      </StepForm>
      {Aside && <Aside campaign={withSettings} />}
    </>
  );
}
