import { useFormikContext } from 'formik';
import { useState } from 'react';

import { Button } from '@/components/ui/Button';
import type { CampaignDetail, TaskType } from '@/types/campaigns';
import { ReorderableList } from '../ReorderableList';
import { MissionFields } from './MissionFields';
import { missionFieldsValues, type ChainValues } from './missionForm';
import styles from './mission.module.scss';

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * Mission v2 (spec §2 "drag-and-drop reordering of missions and tasks"): a chain of missions unlocked
 * one after another, each with its own tasks. Missions and tasks move by drag (mouse or keyboard) or
 * with their Move buttons; the order is saved with the step.
 */
export function MissionChain({
  readOnly,
  taskTypes,
}: {
  campaign: CampaignDetail;
  readOnly: boolean;
  taskTypes: readonly TaskType[];
}) {
  const { values, setFieldValue } = useFormikContext<ChainValues>();
  const { missions } = values;
  const [note, setNote] = useState('');

  const moveMission = (from: number, to: number) => {
    void setFieldValue('missions', moved(missions, from, to));
    setNote(`Mission ${from + 1} moved to position ${to + 1}. The new order is saved with the step.`);
  };
  const moveTask = (index: number) => (from: number, to: number) => {
    void setFieldValue(`missions.${index}.tasks`, moved(missions[index].tasks, from, to));
    setNote(
      `Task ${from + 1} of mission ${index + 1} moved to position ${to + 1}. The new order is saved with the step.`,
    );
  };

  return (
    <div className={styles.mission}>
      {missions.length === 0 && (
        <p className={styles.muted}>No missions yet: a mission chain needs at least one to publish.</p>
      )}
      {missions.length > 0 && (
        <section aria-labelledby="mission-order-title" className={styles.tasks}>
          <h4 id="mission-order-title" className={styles.subtitle}>
            Order of the missions
          </h4>
          {/* The order has a list of its own: drag and drop lists inside a dragged item do not nest. */}
          <ReorderableList
            id="missions"
            items={missions}
            itemLabel={(index) => `Mission ${index + 1}`}
            describe={(mission) => `${mission.tasks.length} ${mission.tasks.length === 1 ? 'task' : 'tasks'}`}
            onMove={moveMission}
            onRemove={(index) =>
              void setFieldValue(
                'missions',
                missions.filter((_m, at) => at !== index),
              )
            }
            readOnly={readOnly}
          >
            {() => null}
          </ReorderableList>
        </section>
      )}
      {missions.map((mission, index) => (
        <fieldset key={mission.key} className={styles.prizes} aria-label={`Mission ${index + 1}`}>
          <legend>
            Mission {index + 1}
            {index > 0 && ` (unlocked after mission ${index})`}
          </legend>
          <MissionFields
            name={`missions.${index}`}
            taskTypes={taskTypes}
            readOnly={readOnly}
            onMoveTask={moveTask(index)}
          />
        </fieldset>
      ))}
      {!readOnly && (
        <div>
          <Button
            variant="secondary"
            onClick={() => void setFieldValue('missions', [...missions, missionFieldsValues(null)])}
          >
            Add a mission
          </Button>
        </div>
      )}
      <p className={styles.muted} role="status" aria-live="polite">
        {note}
      </p>
    </div>
  );
}
