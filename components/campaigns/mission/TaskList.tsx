import { getIn, useFormikContext } from 'formik';
import { useEffect, useId, useRef } from 'react';

import { Button } from '@/components/ui/Button';
import type { TaskType } from '@/types/campaigns';
import { ReorderableList } from '../ReorderableList';
import { emptyTask, type TaskValues } from './missionForm';
import { TASK_TYPE_LABELS } from './taskLabels';
import styles from './mission.module.scss';
import { TaskEditor } from './TaskEditor';

interface Props {
  /** The form path of the task list (`mission.tasks`, `missions.1.tasks`). */
  name: string;
  /** The task types the campaign's type offers (the first is a new task's). */
  taskTypes: readonly TaskType[];
  /** Moves a task; the caller decides whether the new order is saved at once. */
  onMove: (from: number, to: number) => void;
  readOnly: boolean;
}

/** A mission's tasks in order, each moved by drag (mouse or keyboard) or its Move buttons. */
export function TaskList({ name, taskTypes, onMove, readOnly }: Props) {
  const { values, setFieldValue } = useFormikContext<object>();
  const tasks: TaskValues[] = getIn(values, name) ?? [];
  const titleId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const added = useRef(false);

  // "Add a task" moves the focus into the new task's first field.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    listRef.current?.querySelector<HTMLElement>('li:last-of-type select, li:last-of-type input')?.focus();
  }, [tasks.length]);

  return (
    <section aria-labelledby={titleId} className={styles.tasks}>
      <h4 id={titleId} className={styles.subtitle}>
        Tasks
      </h4>
      {tasks.length === 0 && (
        <p className={styles.muted}>No tasks yet: a mission needs at least one to publish.</p>
      )}
      <div ref={listRef}>
        <ReorderableList
          id={name}
          items={tasks}
          itemLabel={(index) => `Task ${index + 1}`}
          describe={(task) => TASK_TYPE_LABELS[task.type]}
          onMove={onMove}
          onRemove={(index) =>
            void setFieldValue(
              name,
              tasks.filter((_task, at) => at !== index),
            )
          }
          readOnly={readOnly}
        >
          {(task, index) => (
            <TaskEditor
              name={`${name}.${index}`}
              task={task}
              taskLabel={`Task ${index + 1}`}
              taskTypes={taskTypes}
            />
          )}
        </ReorderableList>
      </div>
      {!readOnly && (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              added.current = true;
              void setFieldValue(name, [...tasks, emptyTask(taskTypes[0])]);
            }}
          >
            Add a task
          </Button>
        </div>
      )}
    </section>
  );
}
