import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/Button';
import styles from './mission/mission.module.scss';

interface Props<T extends { key: string }> {
  /** Unique on the page (the drop area's id). */
  id: string;
  items: readonly T[];
  /** The item's name in headings and button labels: "Task 2". */
  itemLabel: (index: number) => string;
  /** The heading after the label: "Task 2: Gameplay". */
  describe: (item: T) => string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  readOnly: boolean;
  children: (item: T, index: number) => ReactNode;
}

/**
 * A list whose items are moved by dragging their handle (mouse, touch, or keyboard: space to lift,
 * arrows to move, space to drop; the library announces each move) or with Move up / Move down.
 */
export function ReorderableList<T extends { key: string }>({
  id,
  items,
  itemLabel,
  describe,
  onMove,
  onRemove,
  readOnly,
  children,
}: Props<T>) {
  const onDragEnd = ({ source, destination }: DropResult) => {
    if (destination && destination.index !== source.index) onMove(source.index, destination.index);
  };
  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <Droppable droppableId={id} isDropDisabled={readOnly}>
        {(dropProvided) => (
          <ol ref={dropProvided.innerRef} {...dropProvided.droppableProps} className={styles.taskList}>
            {items.map((item, index) => {
              const label = itemLabel(index);
              const lower = label.toLowerCase();
              return (
                <Draggable key={item.key} draggableId={item.key} index={index} isDragDisabled={readOnly}>
                  {(dragProvided, snapshot) => (
                    <li
                      ref={dragProvided.innerRef}
                      {...dragProvided.draggableProps}
                      className={[styles.task, snapshot.isDragging ? styles.dragging : ''].join(' ')}
                      aria-label={`${label}: ${describe(item)}`}
                    >
                      <div className={styles.taskHeader}>
                        <span
                          {...dragProvided.dragHandleProps}
                          className={styles.handle}
                          aria-label={`Drag ${lower} to reorder`}
                        >
                          ⠿
                        </span>
                        <h5 className={styles.taskTitle}>
                          {label}: {describe(item)}
                        </h5>
                        {!readOnly && (
                          <div className={styles.taskActions}>
                            <Button
                              variant="ghost"
                              disabled={index === 0}
                              onClick={() => onMove(index, index - 1)}
                              aria-label={`Move ${lower} up`}
                            >
                              ↑
                            </Button>
                            <Button
                              variant="ghost"
                              disabled={index === items.length - 1}
                              onClick={() => onMove(index, index + 1)}
                              aria-label={`Move ${lower} down`}
                            >
                              ↓
                            </Button>
                            <Button
                              variant="ghost"
                              onClick={() => onRemove(index)}
                              aria-label={`Remove ${lower}`}
                            >
                              Remove
                            </Button>
                          </div>
                        )}
                      </div>
                      {children(item, index)}
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
  );
}
