import type { FormikHelpers } from 'formik';
import Router from 'next/router';
import { useCallback, useState, type ReactNode } from 'react';

import { applyNestedServerErrors } from '@/components/forms/serverErrors';
import { lazyPart } from '@/components/kit/lazyPart';
import { Spinner } from '@/components/ui/Spinner';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { CampaignChanges } from '@/types/campaigns';
import { escapeHtml } from '@/utils/html';
import { useUpdateCampaignMutation } from '../api';
import { CAMPAIGN_MESSAGES, notUpdatedMessage } from '../campaignMessages';
import { useBuilder } from './BuilderContext';
import type { ChangedMeanwhile, ConflictChoice as Choice } from './ConflictDialog';

// Asked only when a save meets someone else's change, so it loads then.
const ConflictDialog = lazyPart(
  () => import('./ConflictDialog').then((m) => m.ConflictDialog),
  <Spinner label="Loading" />,
);

const changedMeanwhile = (error: unknown): ChangedMeanwhile | null => {
  const { status, data } = (error ?? {}) as { status?: number; data?: ChangedMeanwhile };
  return status === 412 ? (data ?? {}) : null;
};

/**
 * A step's save: PATCHes the changes of the version the builder loaded (`If-Match`), says so, and marks
 * the step clean; on failure the server's field errors land on the step's `fields` (the rest above the
 * form) and spec §8's 'Campaign has not been updated!' notice shows, followed by the server's reasons.
 * When someone else changed the campaign meanwhile, a dialog says who and when and offers to reload it
 * (dropping these changes) or to overwrite theirs. Resolves whether it saved; `conflictDialog` is that
 * dialog, for the form to render.
 */
export function useSaveCampaign(): {
  saveCampaign: <T extends object>(
    changes: CampaignChanges,
    helpers: Pick<FormikHelpers<T>, 'setErrors' | 'setStatus'>,
    fields: readonly string[],
  ) => Promise<boolean>;
  conflictDialog: ReactNode;
} {
  const { campaign, setDirty } = useBuilder();
  const id = campaign?.id;
  const version = campaign?.version;
  const dispatch = useAppDispatch();
  const [update] = useUpdateCampaignMutation();
  const [conflict, setConflict] = useState<(ChangedMeanwhile & { choose: (choice: Choice) => void }) | null>(
    null,
  );

  const saveCampaign = useCallback(
    async <T extends object>(
      changes: CampaignChanges,
      helpers: Pick<FormikHelpers<T>, 'setErrors' | 'setStatus'>,
      fields: readonly string[],
    ): Promise<boolean> => {
      if (id === undefined) throw new Error('Only a saved campaign can be updated');
      const attempt = async (ifMatch: string | undefined): Promise<boolean> => {
        try {
          await update({ id, changes, ifMatch }).unwrap();
          setDirty(false);
          dispatch(messageShown({ type: 'success', content: CAMPAIGN_MESSAGES.saved }));
          return true;
        } catch (error) {
          const meanwhile = changedMeanwhile(error);
          if (meanwhile) {
            const choice = await new Promise<Choice>((choose) => setConflict({ ...meanwhile, choose }));
            setConflict(null);
            // Overwriting sends the same changes as the last write, whatever the version now is.
            if (choice === 'overwrite') return attempt(undefined);
            if (choice === 'reload') {
              setDirty(false);
              Router.reload();
            }
            return false;
          }
          applyNestedServerErrors(error, helpers, fields);
          // Spec §8: with the server's reasons (a prize drop's quantity message, say).
          dispatch(messageShown({ type: 'error', content: escapeHtml(notUpdatedMessage(error)) }));
          return false;
        }
      };
      return attempt(version);
    },
    [id, version, dispatch, setDirty, update],
  );

  const conflictDialog = conflict && <ConflictDialog conflict={conflict} choose={conflict.choose} />;

  return { saveCampaign, conflictDialog };
}
