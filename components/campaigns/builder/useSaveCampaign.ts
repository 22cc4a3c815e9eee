import type { FormikHelpers } from 'formik';
import { useCallback } from 'react';

import { applyNestedServerErrors } from '@/components/forms/serverErrors';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { CampaignChanges } from '@/types/campaigns';
import { escapeHtml } from '@/utils/html';
import { useUpdateCampaignMutation } from '../api';
import { CAMPAIGN_MESSAGES, notUpdatedMessage } from '../campaignMessages';
import { useBuilder } from './BuilderContext';

/**
 * A step's save: PATCHes the changes, says so, and marks the step clean; on failure the server's field
 * errors land on the step's `fields` (the rest above the form) and spec §8's 'Campaign has not been
 * updated!' notice shows, followed by the server's reasons. Resolves whether it saved.
 */
export function useSaveCampaign() {
  const { campaign, setDirty } = useBuilder();
  const id = campaign?.id;
  const dispatch = useAppDispatch();
  const [update] = useUpdateCampaignMutation();

  return useCallback(
    async <T extends object>(
      changes: CampaignChanges,
      helpers: Pick<FormikHelpers<T>, 'setErrors' | 'setStatus'>,
      fields: readonly string[],
    ): Promise<boolean> => {
      if (id === undefined) throw new Error('Only a saved campaign can be updated');
      try {
        await update({ id, changes }).unwrap();
        setDirty(false);
        dispatch(messageShown({ type: 'success', content: CAMPAIGN_MESSAGES.saved }));
        return true;
      } catch (error) {
        applyNestedServerErrors(error, helpers, fields);
        // Spec §8: with the server's reasons (a prize drop's quantity message, say).
        dispatch(messageShown({ type: 'error', content: escapeHtml(notUpdatedMessage(error)) }));
        return false;
      }
    },
    [id, dispatch, setDirty, update],
  );
}
