import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import type { CampaignDetail } from '@/types/campaigns';
import { TOURNAMENT_TYPES } from '@/contract/competitions';
import styles from '../mission/mission.module.scss';
import { useReorderTasksMutation } from '../api';
import { CompetitionTasks } from './CompetitionTasks';
import { PlacesEditor } from './PlacesEditor';
import { TOURNAMENT_TYPE_LABELS } from './competitionLabels';
import { useBaseCurrency } from '@/hooks/useBaseCurrency';
import { labelWithCurrency } from '@/utils/format';

const TYPE_OPTIONS = TOURNAMENT_TYPES.map((type) => ({ value: type, label: TOURNAMENT_TYPE_LABELS[type] }));

/**
 * Spec §3 Tournament: type, spins before restart, minimum bet, attempts, places with their prizes and
 * tasks with points. Moving a task of an otherwise unchanged tournament saves the order at once
 * (PATCH v1/tournaments/tournament/{id}/tasks/).
 */
export function TournamentSettings({ campaign, readOnly }: { campaign: CampaignDetail; readOnly: boolean }) {
  const [reorder] = useReorderTasksMutation();
  const tournament = campaign.tournament;
  const saveOrder = tournament
    ? async (tasks: number[]) => {
        await reorder({
          url: `v1/tournaments/tournament/${tournament.id}/tasks/`,
          campaignId: campaign.id,
          settingsKey: 'tournament',
          tasks,
        }).unwrap();
      }
    : undefined;
  const currency = useBaseCurrency();
  return (
    <div className={styles.mission}>
      <div className={styles.row}>
        <FormikSelectField name="tournament.type" label="Tournament type" options={TYPE_OPTIONS} />
        <FormikTextField
          name="tournament.minBet"
          label={labelWithCurrency('Minimum bet', currency)}
          type="number"
          min={0}
          step="any"
        />
        <FormikTextField
          name="tournament.spinsBeforeRestart"
          label="Spins before restart"
          type="number"
          min={1}
          hint="After this many spins a player's score starts again from zero. Blank: never restarts."
        />
        <FormikTextField
          name="tournament.attempts"
          label="Attempts"
          type="number"
          min={1}
          hint="How many times a player may start over; the best attempt counts. Blank: unlimited."
        />
      </div>
      <PlacesEditor field="tournament" noun="Place" readOnly={readOnly} />
      <CompetitionTasks
        field="tournament"
        savedIds={tournament ? tournament.tasks.flatMap((task) => (task.id ? [task.id] : [])) : null}
        saveOrder={saveOrder}
        readOnly={readOnly}
      />
    </div>
  );
}
