import type { ReactNode } from 'react';

import { Button } from './Button';
import styles from './ConfirmDialog.module.scss';
import { Dialog, DialogActions } from './Dialog';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** The label of the way back; say what stays ("Keep campaign") when "Cancel" would be ambiguous. */
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger,
  busy,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      {children && <div className={styles.body}>{children}</div>}
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
