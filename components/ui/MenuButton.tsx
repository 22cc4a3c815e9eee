import Link from 'next/link';
import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

import { useOutsideClick } from '@/hooks/useOutsideClick';
import styles from './MenuButton.module.scss';

export interface MenuItem {
  key: string;
  label: string;
  /** A link to another page … */
  href?: string;
  /** … or an action here. */
  onSelect?: () => void;
  danger?: boolean;
}

interface Props {
  /** What the button shows ("Actions"). */
  label: string;
  /** Its accessible name when the visible label is not enough ("Actions for Summer mission"). */
  accessibleLabel?: string;
  items: readonly MenuItem[];
  busy?: boolean;
}

/** How far the menu may be from the window's edge. */
const EDGE = 8;

/** Below the button, right-aligned, or above it when the window has no room below. */
function placeMenu(menu: HTMLElement | null, button: HTMLElement | null): void {
  if (!menu || !button) return;
  const anchor = button.getBoundingClientRect();
  const { width, height } = menu.getBoundingClientRect();
  const below = anchor.bottom + 4;
  const top = below + height > window.innerHeight - EDGE ? Math.max(EDGE, anchor.top - 4 - height) : below;
  const left = Math.max(EDGE, Math.min(anchor.right - width, window.innerWidth - width - EDGE));
  menu.style.top = `${top}px`;
  menu.style.left = `${left}px`;
}

const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * A button that opens a menu of actions (the WAI-ARIA menu button pattern): Enter, Space or ↓ open it
 * on the first item, ↑ on the last; ↑ ↓ Home End move, Escape closes it back to the button, Tab leaves
 * it. It is placed over the page (`position: fixed`, following its button), so a scrolling table does
 * not clip it.
 */
export function MenuButton({ label, accessibleLabel, items, busy = false }: Props) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<'first' | 'last'>('first');
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);
  const closeOutside = useCallback(() => close(false), [close]);
  useOutsideClick(wrapperRef, closeOutside, open);

  // The first (or last) item takes the focus once the menu is placed, before the browser paints; the
  // menu then follows its button while the page or the table scrolls.
  useLayoutEffect(() => {
    if (!open) return undefined;
    placeMenu(menuRef.current, buttonRef.current);
    const found = itemsOf(menuRef.current);
    (start === 'first' ? found[0] : found[found.length - 1])?.focus();
    const follow = () => placeMenu(menuRef.current, buttonRef.current);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open, start]);

  const openAt = (where: 'first' | 'last') => {
    setStart(where);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const found = itemsOf(menuRef.current);
    const index = found.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => found[(next + found.length) % found.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(found.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const select = (item: MenuItem) => {
    // Focus goes back to the button first, so a dialog the action opens returns focus there.
    close(true);
    item.onSelect?.();
  };

  return (
    <div ref={wrapperRef} className={styles.wrapper}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={accessibleLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy || undefined}
        // Not `disabled`: the button keeps the keyboard focus while its action runs.
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          if (open) close(false);
          else openAt('first');
        }}
        onKeyDown={(event) => {
          if (!busy) onButtonKeyDown(event);
        }}
      >
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={accessibleLabel ?? label}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => {
            const className = [styles.item, item.danger ? styles.danger : ''].join(' ');
            return (
              <li key={item.key} role="none">
                {item.href ? (
                  <Link
                    href={item.href}
                    role="menuitem"
                    tabIndex={-1}
                    className={className}
                    onClick={() => close(false)}
                  >
                    {item.label}
                  </Link>
                ) : (
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={className}
                    onClick={() => select(item)}
                  >
                    {item.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
