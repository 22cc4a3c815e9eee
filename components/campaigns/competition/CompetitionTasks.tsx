import { getIn, useFormikContext } from 'formik';
import { useState } from 'react';

import { Button } from '@/components/ui/Button';
import styles from '../mission/mission.module.scss';
import { ReorderableList } from '../ReorderableList';
import { CompetitionTaskEditor } from './CompetitionTaskEditor';
import { emptyCompetitionTask, type CompetitionTaskValues } from './competitionForm';
import { COMPETITION_TASK_TYPE_LABELS } from './competitionLabels';

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

interface Props {
  /** The settings key: `tournament` or `race`. */
  field: 'tournament' | 'race';
  /** The saved tasks' ids in order; null when the settings are not saved yet. */
  savedIds: number[] | null;
  /**
   * Saves a new order of the saved tasks at once; without it (or with other changes pending) the
   * order is saved with the step.
   */
  saveOrder?: (ids: number[]) => Promise<void>;
  readOnly: boolean;
}

/** Spec §3: the tasks with points, reorderable by drag and drop or with the move buttons. */
export function CompetitionTasks({ field, savedIds, saveOrder, readOnly }: Props) {
  const formik = useFormikContext<object>();
  const name = `${field}.tasks`;
  const tasks: CompetitionTaskValues[] = getIn(formik.values, name) ?? [];
  const [orderNote, setOrderNote] = useState('');

  const onMove = async (from: number, to: number) => {
    const next = moved(tasks, from, to);
    const position = `Task ${from + 1} moved to position ${to + 1}.`;
    const ids = next.map((task) => task.id);
    const savedAsIs =
      savedIds !== null &&
      ids.length === savedIds.length &&
      ids.every((id) => id !== undefined && savedIds.includes(id));
    if (!saveOrder || formik.dirty || !savedAsIs) {
      void formik.setFieldValue(name, next);
      setOrderNote(`${position} The new order is saved with the step.`);
      return;
    }
    const before = formik.values;
    // Shown at once, and kept clean: the order is saved on its own.
    formik.resetForm({ values: { ...before, [field]: { ...getIn(before, field), tasks: next } } });
    try {
      await saveOrder(ids as number[]);
      setOrderNote(`${position} The order is saved.`);
    } catch {
      formik.resetForm({ values: before });
      setOrderNote('The order could not be saved; the tasks are back in their saved order.');
    }
  };

  const listError = getIn(formik.errors, name);
  return (
    <section aria-labelledby={`${field}-tasks-title`} className={styles.tasks}>
      <h4 id={`${field}-tasks-title`} className={styles.subtitle}>
        Tasks
      </h4>
      {tasks.length === 0 && (
        <p className={styles.muted}>
          No tasks yet: players score points with tasks, and at least one is needed to publish.
        </p>
      )}
      {typeof listError === 'string' && (
        <p className={`${styles.error} field-error`} role="alert">
          {listError}
        </p>
      )}
      <ReorderableList
        id={`${field}-tasks`}
        items={tasks}
        itemLabel={(index) => `Task ${index + 1}`}
        describe={(task) => COMPETITION_TASK_TYPE_LABELS[task.type]}
        onMove={(from, to) => void onMove(from, to)}
        onRemove={(index) =>
          void formik.setFieldValue(
            name,
            tasks.filter((_task, at) => at !== index),
          )
        }
        readOnly={readOnly}
      >
        {(task, index) => (
          <CompetitionTaskEditor name={`${name}.${index}`} task={task} taskLabel={`Task ${index + 1}`} />
        )}
      </ReorderableList>
      {!readOnly && (
        <div>
          <Button
            variant="secondary"
            onClick={() => void formik.setFieldValue(name, [...tasks, emptyCompetitionTask()])}
          >
            Add a task
          </Button>
        </div>
      )}
      <p className={styles.muted} role="status" aria-live="polite">
        {orderNote}
      </p>
    </section>
  );
}
