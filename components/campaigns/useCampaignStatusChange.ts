import { useCallback } from 'react';

import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { CampaignStatusChange } from '@/types/campaigns';
import { escapeHtml } from '@/utils/html';
import { useChangeCampaignStatusMutation } from './api';
import { publishProblems } from './builder/publishProblems';
import { CAMPAIGN_MESSAGES, notUpdatedMessage } from './campaignMessages';

function statusChangedMessage(requested: CampaignStatusChange, answered: string): string {
  if (requested === 'CA') return CAMPAIGN_MESSAGES.cancelled;
  if (requested === 'DR') return CAMPAIGN_MESSAGES.backToDraft;
  return answered === 'AC' ? CAMPAIGN_MESSAGES.activated : CAMPAIGN_MESSAGES.scheduled;
}

/**
 * A refused publish names each problem where it is ("Settings → Task 2: amount is required"); spec
 * §8's 'Campaign has not been updated!' stays with the edits it is about.
 */
function notPublishedMessage(error: unknown): string {
  const problems = publishProblems((error as { data?: unknown } | null)?.data);
  if (problems.length === 0) return notUpdatedMessage(error);
  return `${CAMPAIGN_MESSAGES.notPublished} ${problems.map(({ message }) => (/[.!?]$/.test(message) ? message : `${message}.`)).join(' ')}`;
}

export type StatusChangeResult = { ok: true } | { ok: false; error: unknown };

/**
 * Publish, back to draft or cancel one campaign, saying how it went: the status reached, or what was
 * refused (what publishing misses, each where it is; 'Campaign has not been updated!' for the rest).
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
        const content = status === 'SC' ? notPublishedMessage(error) : notUpdatedMessage(error);
        dispatch(messageShown({ type: 'error', content: escapeHtml(content) }));
        return { ok: false, error };
      }
    },
    [changeStatus, dispatch],
  );
}
