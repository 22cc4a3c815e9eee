import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type {
  OverlayCreateBody,
  OverlaySchema,
  OverlaySettingsBody,
  OverlaySettingsSchema,
} from '@/contract/schemas/overlays';

/** An overlay's look (`v1/overlays/overlays/`): the casino's (no campaign) or one campaign's. */
export type Overlay = Camelized<Static<typeof OverlaySchema>>;

/** POST v1/overlays/overlays/ (a PATCH sends any of these but `campaign`). */
export type OverlayInput = Camelized<Static<typeof OverlayCreateBody>>;

/** `v1/overlays/overlays2/`: the casino's overlay and where it sits. */
export type OverlaySettings = Camelized<Static<typeof OverlaySettingsSchema>>;

/** PUT v1/overlays/overlays2/. */
export type OverlaySettingsInput = Camelized<Static<typeof OverlaySettingsBody>>;
