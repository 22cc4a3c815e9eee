import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { getIn, useFormikContext } from 'formik';
import { useEffect, useId, useRef } from 'react';

import { Button } from '@/components/ui/Button';
import type { TaskType } from '@/types/campaigns';
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

/**
 * The mission's tasks in order. A task is moved by dragging its handle (with the mouse, or with the
 * keyboard: space to lift, arrows to move, space to drop — the library announces each move) or with its
 * Move up / Move down buttons.
 */
export function TaskList({ name, taskTypes, onMove, readOnly }: Props) {
  const { values, setFieldValue } = useFormikContext<object>();
  const tasks: TaskValues[] = getIn(values, name) ?? [];
  const titleId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const added = useRef(false);

  // "Add a task" moves the focus into the new task's first field.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    listRef.current?.querySelector<HTMLElement>('li:last-of-type select, li:last-of-type input')?.focus();
  }, [tasks.length]);

  const onDragEnd = ({ source, destination }: DropResult) => {
    if (destination && destination.index !== source.index) onMove(source.index, destination.index);
  };

  return (
    <section aria-labelledby={titleId} className={styles.tasks}>
      <h4 id={titleId} className={styles.subtitle}>
        Tasks
      </h4>
      {tasks.length === 0 && (
        <p className={styles.muted}>No tasks yet: a mission needs at least one to publish.</p>
      )}
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId={name} isDropDisabled={readOnly}>
          {(dropProvided) => (
            <ol
              ref={(element) => {
                dropProvided.innerRef(element);
                listRef.current = element;
              }}
              {...dropProvided.droppableProps}
              className={styles.taskList}
            >
              {tasks.map((task, index) => {
                const taskLabel = `Task ${index + 1}`;
                return (
                  <Draggable key={task.key} draggableId={task.key} index={index} isDragDisabled={readOnly}>
                    {(dragProvided, snapshot) => (
                      <li
                        ref={dragProvided.innerRef}
                        {...dragProvided.draggableProps}
                        className={[styles.task, snapshot.isDragging ? styles.dragging : ''].join(' ')}
                        aria-label={`${taskLabel}: ${TASK_TYPE_LABELS[task.type]}`}
                        data-testid="mission-task"
                      >
                        <div className={styles.taskHeader}>
                          <span
                            {...dragProvided.dragHandleProps}
                            className={styles.handle}
                            aria-label={`Drag ${taskLabel.toLowerCase()} to reorder`}
                          >
                            ⠿
                          </span>
                          <h5 className={styles.taskTitle}>
                            {taskLabel}: {TASK_TYPE_LABELS[task.type]}
                          </h5>
                          {!readOnly && (
                            <div className={styles.taskActions}>
                              <Button
                                variant="ghost"
                                disabled={index === 0}
                                onClick={() => onMove(index, index - 1)}
                                aria-label={`Move ${taskLabel.toLowerCase()} up`}
                              >
                                ↑
                              </Button>
                              <Button
                                variant="ghost"
                                disabled={index === tasks.length - 1}
                                onClick={() => onMove(index, index + 1)}
                                aria-label={`Move ${taskLabel.toLowerCase()} down`}
                              >
                                ↓
                              </Button>
                              <Button
                                variant="ghost"
                                onClick={() =>
                                  void setFieldValue(
                                    name,
                                    tasks.filter((_t, at) => at !== index),
                                  )
                                }
                                aria-label={`Remove ${taskLabel.toLowerCase()}`}
                              >
                                Remove
                              </Button>
                            </div>
                          )}
                        </div>
                        <TaskEditor
                          name={`${name}.${index}`}
                          task={task}
                          taskLabel={taskLabel}
                          taskTypes={taskTypes}
                        />
                      </li>
                    )}
                  </Draggable>
                );
              })}
              {dropProvided.placeholder}
            </ol>
          )}
        </Droppable>
      </DragDropContext>
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
