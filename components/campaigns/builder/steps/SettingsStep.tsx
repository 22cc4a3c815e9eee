import { Button } from '@/components/ui/Button';
import type { CampaignType } from '@/types/api';
import { campaignTypeLabel } from '../../campaignLabels';
import { MissionSettings } from '../../mission/MissionSettings';
import { missionChanges, missionSchema, missionValues, type MissionValues } from '../../mission/missionForm';
import { useBuilder, useBuilderCampaign } from '../BuilderContext';
import styles from '../builder.module.scss';
import { StepForm } from '../StepForm';

const MISSION_TYPES: readonly CampaignType[] = ['mission', 'missionV2', 'sportsbookMission'];

/** The type's own settings panel: missions (all three kinds) have theirs; the others are not built yet. */
export function SettingsStep() {
  const campaign = useBuilderCampaign();
  const { readOnly, goToNextStep } = useBuilder();

  if (!MISSION_TYPES.includes(campaign.type)) {
    return (
      <>
        <p className={styles.notice}>
          The settings of {campaignTypeLabel(campaign.type)} campaigns cannot be edited in this back-office
          yet. Its other steps work as for every campaign.
        </p>
        <div className={styles.actions}>
          <Button onClick={goToNextStep}>Continue</Button>
        </div>
      </>
    );
  }

  return (
    <StepForm<MissionValues>
      initialValues={missionValues(campaign.mission)}
      validationSchema={missionSchema}
      fields={['mission']}
      toChanges={missionChanges}
    >
      <MissionSettings campaign={campaign} readOnly={readOnly} />
    </StepForm>
  );
}
