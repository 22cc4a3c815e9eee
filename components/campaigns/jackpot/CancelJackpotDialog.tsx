import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { selectCasino } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { CampaignListItem } from '@/types/campaigns';
import { baseCurrencyOf, formatAmount } from '@/utils/format';
import { CAMPAIGN_MESSAGES } from '../campaignMessages';
import type { TypeActionDialog } from '../types/registry';
import { useCancelJackpotMutation, useGetCampaignJackpotQuery } from './api';

export interface JackpotCancelling {
  campaign: Pick<CampaignListItem, 'id' | 'name'>;
  /** Forfeit the pot now instead of paying it out. */
  immediately: boolean;
}

/**
 * Asks before cancelling a jackpot, saying what becomes of its pot (ARCHITECTURE.md, "Cancelling a
 * jackpot"): paid out in a final draw, or with the immediate variant forfeited.
 */
export function CancelJackpotDialog({
  cancelling,
  onClose,
}: {
  /** What to cancel and how; null keeps the dialog closed. */
  cancelling: JackpotCancelling | null;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const casino = useAppSelector(selectCasino);
  const currency = baseCurrencyOf(casino?.exchangeRates ?? {});
  const campaignId = cancelling?.campaign.id;
  const { data: jackpot, isError } = useGetCampaignJackpotQuery(campaignId ?? 0, { skip: !campaignId });
  const [cancelJackpot] = useCancelJackpotMutation();
  const [busy, setBusy] = useState(false);
  const immediately = cancelling?.immediately ?? false;
  const pot = jackpot ? `its pot of ${formatAmount(jackpot.pot, currency)}` : 'its pot';

  const confirm = async () => {
    if (!cancelling || !jackpot) return;
    setBusy(true);
    try {
      await cancelJackpot({ id: jackpot.id, campaignId: cancelling.campaign.id, immediately }).unwrap();
      dispatch(messageShown({ type: 'success', content: CAMPAIGN_MESSAGES.cancelled }));
      onClose();
    } catch {
      // The error notice is already up (spec §8).
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={cancelling !== null}
      title={immediately ? 'Cancel the jackpot immediately?' : 'Cancel the jackpot?'}
      confirmLabel={immediately ? 'Cancel immediately' : 'Cancel jackpot'}
      cancelLabel="Keep jackpot"
      danger
      busy={busy || (jackpot === undefined && !isError)}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>
        {immediately
          ? `“${cancelling?.campaign.name}” is cancelled now and ${pot} is forfeited: nobody wins it and it goes back to the casino.`
          : `“${cancelling?.campaign.name}” stops taking contributions and is cancelled; ${pot} is paid out in a final draw among the players who contributed.`}
      </p>
      {(isError || jackpot === null) && (
        <p role="alert">The jackpot could not be loaded; it cannot be cancelled right now.</p>
      )}
      <p>This cannot be undone.</p>
    </ConfirmDialog>
  );
}

/** The jackpot's registered cancel actions (types/registry.ts): the immediate one forfeits the pot. */
export const JackpotCancelActionDialog: TypeActionDialog = ({ running, onClose }) => (
  <CancelJackpotDialog
    cancelling={{ campaign: running.campaign, immediately: running.action === 'cancelJackpotImmediately' }}
    onClose={onClose}
  />
);
