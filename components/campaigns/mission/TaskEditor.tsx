import { FieldArray } from 'formik';

import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { Button } from '@/components/ui/Button';
import { BET_SETTLEMENTS, BET_TYPES, GAMEPLAY_MODES } from '@/contract/campaigns';
import type { TaskType } from '@/types/campaigns';
import { GAMEPLAY_MODE_LABELS, usesGames, type TaskValues } from './missionForm';
import { BET_SETTLEMENT_LABELS, BET_TYPE_LABELS, TASK_TYPE_LABELS } from './taskLabels';
import styles from './mission.module.scss';
import { GamesField } from '../GamesField';
import { PrizesEditor } from '../prizes/PrizesEditor';

const MODE_OPTIONS = GAMEPLAY_MODES.map((mode) => ({ value: mode, label: GAMEPLAY_MODE_LABELS[mode] }));

/** Deposit: one amount, or ranges with min and max. */
function DepositFields({ name, task }: { name: string; task: TaskValues }) {
  return (
    <>
      <FormikCheckboxField name={`${name}.useRanges`} label="Use deposit ranges instead of one amount" />
      {task.useRanges ? (
        <FieldArray name={`${name}.ranges`}>
          {({ push, remove }) => (
            <fieldset className={styles.ranges}>
              <legend>Deposit ranges</legend>
              {task.ranges.map((_range, index) => (
                <div key={index} className={styles.inlineRow}>
                  <FormikTextField
                    name={`${name}.ranges.${index}.min`}
                    label={`Range ${index + 1} min`}
                    type="number"
                    min={0}
                    step="any"
                  />
                  <FormikTextField
                    name={`${name}.ranges.${index}.max`}
                    label={`Range ${index + 1} max`}
                    type="number"
                    min={0}
                    step="any"
                  />
                  <Button
                    variant="ghost"
                    onClick={() => remove(index)}
                    aria-label={`Remove range ${index + 1}`}
                  >
                    Remove
                  </Button>
                </div>
              ))}
              <div>
                <Button variant="secondary" onClick={() => push({ min: '', max: '' })}>
                  Add a range
                </Button>
              </div>
            </fieldset>
          )}
        </FieldArray>
      ) : (
        <FormikTextField name={`${name}.amount`} label="Deposit amount" type="number" min={0} step="any" />
      )}
    </>
  );
}

const BET_TYPE_OPTIONS = BET_TYPES.map((type) => ({ value: type, label: BET_TYPE_LABELS[type] }));
const SETTLEMENT_OPTIONS = BET_SETTLEMENTS.map((when) => ({
  value: when,
  label: BET_SETTLEMENT_LABELS[when],
}));

/** Sportsbook: how many bets, of what stake, on what, and when each counts. */
function SportsBetFields({ name }: { name: string }) {
  return (
    <>
      <div className={styles.row}>
        <FormikTextField name={`${name}.times`} label="Number of bets" type="number" min={1} />
        <FormikTextField
          name={`${name}.amount`}
          label="Minimum stake per bet"
          type="number"
          min={0}
          step="any"
        />
        <FormikTextField name={`${name}.minOdds`} label="Minimum odds" type="number" min={1} step="0.01" />
      </div>
      <div className={styles.row}>
        <FormikTextField name={`${name}.sport`} label="Sport" maxLength={100} />
        <FormikTextField name={`${name}.league`} label="League (optional)" maxLength={200} />
        <FormikTextField name={`${name}.market`} label="Market (optional)" maxLength={200} />
      </div>
      <div className={styles.row}>
        <FormikSelectField name={`${name}.betType`} label="Bet type" options={BET_TYPE_OPTIONS} />
        <FormikSelectField
          name={`${name}.settledStatus`}
          label="A bet counts when"
          options={SETTLEMENT_OPTIONS}
        />
      </div>
    </>
  );
}

/** One task's fields (spec §3 Mission task types) and its prizes. */
export function TaskEditor({
  name,
  task,
  taskLabel,
  taskTypes,
}: {
  name: string;
  task: TaskValues;
  taskLabel: string;
  taskTypes: readonly TaskType[];
}) {
  const typeOptions = taskTypes.map((type) => ({ value: type, label: TASK_TYPE_LABELS[type] }));
  return (
    <div className={styles.taskFields}>
      <FormikSelectField name={`${name}.type`} label="Task type" options={typeOptions} />
      {task.type === 'deposit' && <DepositFields name={name} task={task} />}
      {task.type === 'gameplay' && (
        <div className={styles.row}>
          <FormikTextField name={`${name}.rounds`} label="Rounds" type="number" min={1} />
          <FormikSelectField name={`${name}.mode`} label="Goal" options={MODE_OPTIONS} />
          {task.mode === 'multiplier' ? (
            <FormikTextField
              name={`${name}.multiplier`}
              label="Multiplier"
              type="number"
              min={0}
              step="any"
            />
          ) : (
            <FormikTextField
              name={`${name}.times`}
              label={task.mode === 'win_in_a_row' ? 'Wins in a row' : 'Number of wins'}
              type="number"
              min={1}
            />
          )}
        </div>
      )}
      {task.type === 'netloss' && (
        <div className={styles.row}>
          <FormikTextField name={`${name}.amount`} label="Net loss amount" type="number" min={0} step="any" />
          <FormikTextField name={`${name}.maxAmount`} label="Max amount" type="number" min={0} step="any" />
        </div>
      )}
      {task.type === 'sportsbet' && <SportsBetFields name={name} />}
      {task.type === 'turnover' && (
        <FormikTextField name={`${name}.amount`} label="Turnover amount" type="number" min={0} step="any" />
      )}
      {usesGames(task.type) && <GamesField name={`${name}.games`} ownerLabel={taskLabel} />}
      <PrizesEditor name={`${name}.prizes`} ownerLabel={taskLabel} />
    </div>
  );
}
