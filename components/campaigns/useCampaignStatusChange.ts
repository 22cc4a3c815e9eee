import { useCallback } from 'react';

import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { CampaignStatusChange } from '@/types/campaigns';
import { escapeHtml } from '@/utils/html';
import { useChangeCampaignStatusMutation } from './api';
import { CAMPAIGN_MESSAGES, notUpdatedMessage } from './campaignMessages';

function statusChangedMessage(requested: CampaignStatusChange, answered: string): string {
  if (requested === 'CA') return CAMPAIGN_MESSAGES.cancelled;
  if (requested === 'DR') return CAMPAIGN_MESSAGES.backToDraft;
  return answered === 'AC' ? CAMPAIGN_MESSAGES.activated : CAMPAIGN_MESSAGES.scheduled;
}

export type StatusChangeResult = { ok: true } | { ok: false; error: unknown };

/**
 * Publish, back to draft or cancel one campaign, saying how it went: the status reached, or 'Campaign
 * has not been updated!' with the server's reasons (a refused transition, what publishing misses).
 */
export function useCampaignStatusChange() {
  const dispatch = useAppDispatch();
  const [changeStatus] = useChangeCampaignStatusMutation();
  return useCallback(
    async (id: number, status: CampaignStatusChange): Promise<StatusChangeResult> => {
      try {
        const updated = await changeStatus({ id, status }).unwrap();
        dispatch(messageShown({ type: 'success', content: statusChangedMessage(status, updated.status) }));
        return { ok: true };
      } catch (error) {
        dispatch(messageShown({ type: 'error', content: escapeHtml(notUpdatedMessage(error)) }));
        return { ok: false, error };
      }
    },
    [changeStatus, dispatch],
  );
}
