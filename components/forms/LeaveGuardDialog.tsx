import type { ReactNode } from 'react';

import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { LeaveGuard } from '@/hooks/useLeaveGuard';

/** The question `useLeaveGuard` asks when unsaved changes would be lost by leaving. */
export function LeaveGuardDialog({
  guard,
  stayLabel,
  children,
}: {
  guard: Pick<LeaveGuard, 'pendingUrl' | 'confirmLeave' | 'cancelLeave'>;
  stayLabel: string;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={guard.pendingUrl !== null}
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      cancelLabel={stayLabel}
      danger
      onConfirm={guard.confirmLeave}
      onCancel={guard.cancelLeave}
    >
      {children}
    </ConfirmDialog>
  );
}
