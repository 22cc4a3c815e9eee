import { useEffect, useMemo, useState } from 'react';

import type { CampaignDetail } from '@/types/campaigns';
import { CAMPAIGN_TYPE_REGISTRY, type OwnSettingsCalls } from '../types/registry';
import { useSettingsCall } from './useSaveSettings';

export type TypeSettings =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  /**
   * `campaign` carries the settings where its detail would (`mission`, `prizeDrop` …); `calls` saves
   * them, null for a type whose settings go with the campaign's PATCH (a race).
   */
  | { status: 'loaded'; campaign: CampaignDetail; calls: OwnSettingsCalls | null };

/**
 * The campaign with its type's settings read through the type's own calls (spec §7), the one way the
 * settings step and the overview both read them: a backend built to the spec answers them there, not
 * inside the campaign.
 */
export function useTypeSettings(campaign: CampaignDetail): TypeSettings {
  const registration = CAMPAIGN_TYPE_REGISTRY[campaign.type];
  const call = useSettingsCall();
  const [attempt, setAttempt] = useState(0);
  // What a load answered, for the campaign and attempt it was made for (older answers are not shown).
  const key = `${campaign.id} ${attempt}`;
  const [answer, setAnswer] = useState<
    { key: string } & (
      { settings: Partial<CampaignDetail>; calls: OwnSettingsCalls | null } | { failed: true }
    )
  >();

  useEffect(() => {
    let current = true;
    const load = async () => {
      const calls = (await registration?.loadCalls?.()) ?? null;
      const settings = calls ? await calls.load(call, campaign.id) : {};
      if (current) setAnswer({ key, settings, calls });
    };
    load().catch(() => current && setAnswer({ key, failed: true }));
    return () => {
      current = false;
    };
  }, [registration, key, call, campaign.id]);

  const loaded = answer?.key === key && 'settings' in answer ? answer : null;
  const withSettings = useMemo(() => loaded && { ...campaign, ...loaded.settings }, [campaign, loaded]);
  if (answer?.key === key && 'failed' in answer)
    return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
  if (!loaded || !withSettings) return { status: 'loading' };
  return { status: 'loaded', campaign: withSettings, calls: loaded.calls };
}
