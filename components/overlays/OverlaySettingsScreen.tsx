import { skipToken } from '@reduxjs/toolkit/query';
import * as yup from 'yup';

import { SettingsForm } from '@/components/kit/SettingsForm';
import { useIsAllowed } from '@/hooks/usePermissions';
import type { ResourceTrigger } from '@/store/resourceApi';
import type { Overlay } from '@/types/overlays';
import type { OverlayPosition } from '@/utils/overlays';
import { PERMISSIONS } from '@/utils/permissions';
import {
  useCreateOverlayMutation,
  useGetOverlayQuery,
  useGetOverlaySettingsQuery,
  usePutOverlaySettingsMutation,
  useUpdateOverlayMutation,
} from './api';
import { lookBodyOf, lookSchema, lookValuesOf, positionSchema, type LookValues } from './overlayForm';
import { OverlayLookFields } from './OverlayLookFields';

/** The casino's overlay as the screen edits it: where it sits (overlays2) and its look. */
interface CasinoOverlay {
  overlayId: number | null;
  position: OverlayPosition | null;
  look: Overlay | null;
}

const schema = yup.object({ position: positionSchema.required('Choose a position.'), ...lookSchema });
type Values = LookValues & { position: OverlayPosition | '' };
type Body = ReturnType<typeof lookBodyOf> & { position: OverlayPosition | '' };

const valuesOf = (overlay: CasinoOverlay): Values => ({
  ...lookValuesOf(overlay.look),
  position: overlay.position ?? 'bottom-right',
});
const bodyOf = (values: Values): Body => ({ ...lookBodyOf(values), position: values.position });

/**
 * The save of what changed: the look first (created on the first save), then `PUT overlays2` when the
 * position changed or the casino did not point at the look yet. Errors of either land on their fields.
 */
function useSaveCasinoOverlay(
  current: CasinoOverlay | undefined,
): ResourceTrigger<Partial<Body>, CasinoOverlay> {
  const [create] = useCreateOverlayMutation();
  const [update] = useUpdateOverlayMutation();
  const [put] = usePutOverlaySettingsMutation();
  return (changes) => {
    const run = async (): Promise<CasinoOverlay> => {
      const { position, ...lookChanges } = changes;
      let look = current?.look ?? null;
      if (!look) {
        look = await create({ ...lookBodyOf(lookValuesOf(null)), ...lookChanges, campaign: null }).unwrap();
      } else if (Object.keys(lookChanges).length > 0) {
        look = await update({ id: look.id, changes: lookChanges }).unwrap();
      }
      const nextPosition = position || current?.position || 'bottom-right';
      if (position !== undefined || current?.overlayId !== look.id) {
        await put({ overlayId: look.id, position: nextPosition }).unwrap();
      }
      return { overlayId: look.id, position: nextPosition, look };
    };
    const promise = run();
    return { unwrap: () => promise, abort: () => undefined };
  };
}

/**
 * Spec §2 /overlay-settings (menu Settings → Overlay): where the campaign overlay sits on the players'
 * screen and how it looks, unless a campaign has its own (its content step).
 */
export function OverlaySettingsScreen() {
  const settings = useGetOverlaySettingsQuery();
  const overlayId = settings.data?.overlayId;
  const look = useGetOverlayQuery(overlayId ?? skipToken);
  const canChange = useIsAllowed({ permissions: PERMISSIONS.changeOverlay });
  const loaded =
    settings.data && (overlayId === null || look.data)
      ? { overlayId: settings.data.overlayId, position: settings.data.position, look: look.data ?? null }
      : undefined;
  const save = useSaveCasinoOverlay(loaded);

  return (
    <SettingsForm<CasinoOverlay, Values, Body>
      title="Overlay"
      what="overlay settings"
      query={{
        data: loaded,
        isLoading: settings.isLoading || look.isLoading,
        isError: settings.isError || look.isError,
        error: settings.error ?? look.error,
        refetch: () => {
          void settings.refetch();
          if (overlayId) void look.refetch();
        },
      }}
      save={save}
      schema={schema}
      initialValues={valuesOf}
      toBody={bodyOf}
      readOnly={!canChange}
    >
      {() => <OverlayLookFields />}
    </SettingsForm>
  );
}
