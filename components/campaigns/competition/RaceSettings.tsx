import { useFormikContext } from 'formik';

import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { useGetFeatureFlagQuery } from '@/store/baseApi';
import type { CampaignDetail } from '@/types/campaigns';
import styles from '../mission/mission.module.scss';
import { CompetitionTasks } from './CompetitionTasks';
import type { RaceValues } from './competitionForm';
import { PlacesEditor } from './PlacesEditor';
import { useBaseCurrency } from '@/hooks/useBaseCurrency';
import { labelWithCurrency } from '@/utils/format';

/**
 * Spec §3 Race: max spins, minimum bet, tasks, positions and prizes; with the `enable-speed-race` flag a
 * speed race, where the first players to reach the target win. A saved speed race stays shown (so it
 * can be turned off) when the flag is off. The task order is saved with the step.
 */
export function RaceSettings({ campaign, readOnly }: { campaign: CampaignDetail; readOnly: boolean }) {
  const { values } = useFormikContext<RaceValues>();
  const { data: speedRaceFlag } = useGetFeatureFlagQuery('enable-speed-race');
  const offersSpeedRace = Boolean(speedRaceFlag?.enabled) || Boolean(campaign.race?.speedRace);
  const race = campaign.race;
  const currency = useBaseCurrency();
  return (
    <div className={styles.mission}>
      <div className={styles.row}>
        <FormikTextField
          name="race.maxSpins"
          label="Max spins"
          type="number"
          min={1}
          hint="Each player's spins count up to this many; later spins earn nothing. Blank: unlimited."
        />
        <FormikTextField
          name="race.minBet"
          label={labelWithCurrency('Minimum bet', currency)}
          type="number"
          min={0}
          step="any"
        />
      </div>
      {offersSpeedRace && (
        <fieldset className={styles.ranges}>
          <legend>Speed race</legend>
          <FormikCheckboxField
            name="race.speedRace"
            label="Speed race: the first players to reach the target win"
          />
          {values.race.speedRace && (
            <div className={styles.row}>
              <FormikTextField name="race.target" label="Target points" type="number" min={0} step="any" />
              <FormikTextField name="race.winners" label="Number of winners" type="number" min={1} />
            </div>
          )}
        </fieldset>
      )}
      <PlacesEditor field="race" noun="Position" readOnly={readOnly} />
      <CompetitionTasks
        field="race"
        savedIds={race ? race.tasks.flatMap((task) => (task.id ? [task.id] : [])) : null}
        readOnly={readOnly}
      />
    </div>
  );
}
