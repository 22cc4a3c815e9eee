import { useMemo, useState } from 'react';

import type { CampaignDetail } from '@/types/campaigns';
import { useGetTypeSettingsQuery } from './typeSettingsApi';

export type TypeSettings =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  /** `campaign` carries the settings where its detail would (`mission`, `prizeDrop` …). */
  | { status: 'loaded'; campaign: CampaignDetail };

/**
 * The campaign with its type's settings read through the type's own calls (spec §7), the one way the
 * settings step and the overview both read them (one cached query, refetched when a save changes them):
 * a backend built to the spec answers them there, not inside the campaign.
 *
 * `forForm`: the caller starts a form from the first settings it is given, and a form does not follow
 * later ones. Opened while a re-read runs (a save's, just before the step was left), it waits for that
 * re-read instead of starting from the settings as they were before the save.
 */
export function useTypeSettings(campaign: CampaignDetail, { forForm = false } = {}): TypeSettings {
  const {
    currentData: settings,
    isError,
    isFetching,
    refetch,
  } = useGetTypeSettingsQuery({
    id: campaign.id,
    type: campaign.type,
  });
  const [rereadAtOpening, setRereadAtOpening] = useState(forForm && isFetching);
  if (rereadAtOpening && !isFetching) setRereadAtOpening(false);
  const withSettings = useMemo(() => settings && { ...campaign, ...settings }, [campaign, settings]);
  if (rereadAtOpening && !isError) return { status: 'loading' };
  // What was read stays shown while a save's refetch runs; a failure shows only when nothing was read.
  if (withSettings) return { status: 'loaded', campaign: withSettings };
  if (isError) return { status: 'failed', retry: () => void refetch() };
  return { status: 'loading' };
}
