import { useMemo } from 'react';

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
 */
export function useTypeSettings(campaign: CampaignDetail): TypeSettings {
  const {
    currentData: settings,
    isError,
    refetch,
  } = useGetTypeSettingsQuery({
    id: campaign.id,
    type: campaign.type,
  });
  const withSettings = useMemo(() => settings && { ...campaign, ...settings }, [campaign, settings]);
  // What was read stays shown while a save's refetch runs; a failure shows only when nothing was read.
  if (withSettings) return { status: 'loaded', campaign: withSettings };
  if (isError) return { status: 'failed', retry: () => void refetch() };
  return { status: 'loading' };
}
