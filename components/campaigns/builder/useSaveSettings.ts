import type { FormikHelpers } from 'formik';
import { useCallback } from 'react';

import { applyServerErrorsAt } from '@/components/forms/serverErrorsAt';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import { escapeHtml } from '@/utils/html';
import { campaignsApi, typeSettingsTag, useSettingsCallMutation } from '../api';
import { CAMPAIGN_MESSAGES, notUpdatedMessage } from '../campaignMessages';
import type { OwnSettingsCalls } from '../types/registry';
import { useBuilderCampaign, useBuilder } from './BuilderContext';
import type { SettingsCall } from './settingsCalls';

/** One call of a type's settings, through the store (its errors are placed by whoever called). */
export function useSettingsCall(): SettingsCall {
  const [settingsCall] = useSettingsCallMutation();
  return useCallback((request) => settingsCall(request).unwrap(), [settingsCall]);
}

type SaveHelpers<T> = Pick<
  FormikHelpers<T>,
  'setErrors' | 'setStatus' | 'setTouched' | 'resetForm' | 'setValues'
>;

/**
 * The settings step's save for a type with calls of its own: the fewest calls from what the backend
 * holds to what the form shows (`syncSettings`). On a refusal the form keeps what was typed, learns what
 * was saved (its clean state, so a retry sends only what is missing), shows the server's errors on the
 * refused part, and spec §8's notice says why ('Campaign has not been updated!' and the server's
 * reasons, a prize drop's quantity message among them).
 */
export function useSaveSettings(calls: OwnSettingsCalls | null) {
  const campaign = useBuilderCampaign();
  const { setDirty } = useBuilder();
  const dispatch = useAppDispatch();
  const call = useSettingsCall();

  return useCallback(
    async <T extends object>(values: T, helpers: SaveHelpers<T>, saved: T) => {
      if (!calls) throw new Error('This type saves its settings with the campaign');
      // The sync's planning and the type's levels are needed only now, not for the step's first paint.
      const [{ syncSettings }, sync] = await Promise.all([import('./settingsSync'), calls.loadSync()]);
      const result = await syncSettings(sync, call, saved, values, campaign.id);
      // The settings as read (the overview's summary) and the campaign's detail (publish checks) change.
      dispatch(
        campaignsApi.util.invalidateTags([
          { type: 'Campaign', id: campaign.id },
          typeSettingsTag(campaign.id),
        ]),
      );
      if (result.failure) {
        helpers.resetForm({ values: result.saved });
        await helpers.setValues(result.current, false);
        applyServerErrorsAt(result.failure.error, helpers, result.failure.path);
        dispatch(
          messageShown({ type: 'error', content: escapeHtml(notUpdatedMessage(result.failure.error)) }),
        );
        return false;
      }
      setDirty(false);
      dispatch(messageShown({ type: 'success', content: CAMPAIGN_MESSAGES.saved }));
      return { savedValues: result.current };
    },
    [calls, call, campaign.id, dispatch, setDirty],
  );
}
