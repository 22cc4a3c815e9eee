import { useMemo } from 'react';

import { useIsExtensionOfferedQuery } from '@/store/backendExtensionsApi';
import type { BackendExtension } from '@/utils/backendExtensions';

/**
 * The calls beyond spec §7 the connected backend lacks (each probed once per session; until a probe
 * answers, the call counts as offered, so the menu does not flicker against our own API).
 */
export function useMissingExtensions(): BackendExtension[] {
  const calendar = useIsExtensionOfferedQuery('calendar').data;
  const marketing = useIsExtensionOfferedQuery('marketing').data;
  return useMemo(
    () =>
      (
        [
          ['calendar', calendar],
          ['marketing', marketing],
        ] as const
      ).flatMap(([extension, offered]) => (offered === false ? [extension] : [])),
    [calendar, marketing],
  );
}
