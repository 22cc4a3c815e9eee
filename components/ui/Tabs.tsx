import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

import styles from './Tabs.module.scss';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface Props<Id extends string> {
  /** Names the tab list ("Game selection"). */
  label: string;
  tabs: readonly TabItem<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  /** The active tab's panel. */
  children: ReactNode;
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * ARIA tabs: one tab stop for the list, arrow keys (and Home, End) move between tabs and show each at
 * once; only the active panel is rendered.
 */
export function Tabs<Id extends string>({ label, tabs, active, onChange, children }: Props<Id>) {
  const baseId = useId();
  const tabElements = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next =
      tabs[
        step(
          Math.max(
            0,
            tabs.findIndex((tab) => tab.id === active),
          ),
          tabs.length,
        )
      ].id;
    onChange(next);
    tabElements.current.get(next)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabElements.current.set(tab.id, element);
                else tabElements.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className={styles.tab}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
