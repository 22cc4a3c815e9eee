import { useEffect, useState } from 'react';

import { isCampaignType } from '@/utils/campaignTypes';
import { CAMPAIGN_TYPE_REGISTRY, type TypeActionDialog, type TypeActionRun } from './registry';

/**
 * The dialog of the type's own action under way, from the type's registry entry: loaded when one of the
 * type's actions is first chosen, so the list and the overview do not carry every type's dialogs.
 */
export function TypeActionDialogHost({
  running,
  onClose,
}: {
  /** The action under way; null while none is. */
  running: TypeActionRun | null;
  onClose: () => void;
}) {
  const [loaded, setLoaded] = useState<{ type: string; Dialog: TypeActionDialog } | null>(null);
  const type = running?.campaign.type;
  const loadedType = loaded?.type;

  useEffect(() => {
    if (type === undefined || type === loadedType || !isCampaignType(type)) return;
    let current = true;
    void CAMPAIGN_TYPE_REGISTRY[type]?.cancelActions
      ?.loadDialog()
      .then((Dialog) => current && setLoaded({ type, Dialog }));
    return () => {
      current = false;
    };
  }, [type, loadedType]);

  if (!running || !loaded || loaded.type !== running.campaign.type) return null;
  const { Dialog } = loaded;
  return <Dialog running={running} onClose={onClose} />;
}
