import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { useIsAllowed } from '@/hooks/usePermissions';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { Payout, PayoutCancel } from '@/types/payouts';
import { formatAmount } from '@/utils/format';
import { PERMISSIONS } from '@/utils/permissions';
import { payoutsApi } from './api';

type Action = 'retry' | 'release' | 'mark-sent' | 'cancel';

const ACTIONS: Record<Action, { label: string; question: string; done: string }> = {
  retry: { label: 'Retry', question: 'Send this payout again?', done: 'The payout will be sent again.' },
  release: { label: 'Release', question: 'Release this held payout?', done: 'The payout has been released.' },
  'mark-sent': { label: 'Mark sent', question: 'Mark this catalogue item sent?', done: 'Marked sent.' },
  cancel: { label: 'Cancel payout', question: 'Cancel this payout?', done: 'The payout has been cancelled.' },
};

/** The actions a payout's state allows, for a user who may take them. */
function actionsOf(payout: Payout, canChange: boolean, canApprove: boolean): Action[] {
  const actions: Action[] = [];
  if (canChange && payout.state === 'failed') actions.push('retry');
  if (canApprove && payout.state === 'held') actions.push('release');
  if (canChange && payout.state === 'pending' && payout.kind === 'catalog_item') actions.push('mark-sent');
  if (canChange && (payout.state === 'held' || payout.state === 'failed')) actions.push('cancel');
  return actions;
}

/** A payout's row actions, each asked first; cancelling asks why. The server's refusal is shown in the dialog. */
export function PayoutActions({ payout }: { payout: Payout }) {
  const dispatch = useAppDispatch();
  const canChange = useIsAllowed({ permissions: PERMISSIONS.changePayout });
  const canApprove = useIsAllowed({ permissions: PERMISSIONS.approvePayout });
  const [act, { isLoading }] = payoutsApi.useActionMutation();
  const [asking, setAsking] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setAsking(null);
    setReason('');
    setError(null);
  };

  const confirm = async () => {
    if (asking === null) return;
    if (asking === 'cancel' && reason.trim() === '') {
      setError('Say why the payout is cancelled.');
      return;
    }
    try {
      await act({
        id: payout.id,
        action: asking,
        data: asking === 'cancel' ? ({ reason } satisfies PayoutCancel) : undefined,
      }).unwrap();
      dispatch(messageShown({ type: 'success', content: ACTIONS[asking].done }));
      close();
    } catch (failure) {
      const data = (failure as { data?: Record<string, unknown> }).data ?? {};
      const messages = [data.detail, data.reason, data.non_field_errors]
        .flat()
        .filter((m) => typeof m === 'string');
      setError(messages.join(' ') || 'The payout could not be changed. Try again.');
    }
  };

  const actions = actionsOf(payout, canChange, canApprove);
  if (actions.length === 0) return null;
  const what = `${formatAmount(payout.value, payout.currency)} to ${payout.player}`;
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          variant="secondary"
          onClick={() => setAsking(action)}
          aria-label={`${ACTIONS[action].label}: ${what}`}
        >
          {ACTIONS[action].label}
        </Button>
      ))}
      {asking !== null && (
        <ConfirmDialog
          open
          title={ACTIONS[asking].question}
          confirmLabel={ACTIONS[asking].label}
          cancelLabel="Back"
          danger={asking === 'cancel'}
          busy={isLoading}
          onConfirm={() => void confirm()}
          onCancel={close}
        >
          <p>
            {payout.campaign.name}: {what}
          </p>
          {asking === 'cancel' && (
            <TextField
              label="Reason"
              required
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={error ?? undefined}
            />
          )}
          {asking !== 'cancel' && error && <p role="alert">{error}</p>}
        </ConfirmDialog>
      )}
    </>
  );
}
