import { Type } from '@fastify/type-provider-typebox';
import { OVERLAY_COLOR_MESSAGE, OVERLAY_COLOR_PATTERN, OVERLAY_POSITIONS } from '../overlays';
import { MAX_INT, NullableEnum, NullableImageUrl, OrNull, PlainText, StringEnum } from './common';

const Color = Type.String({ pattern: OVERLAY_COLOR_PATTERN, 'x-message': OVERLAY_COLOR_MESSAGE });

/** An overlay's look (`v1/overlays/overlays/`): the casino's (no campaign) or one campaign's. */
export const OverlaySchema = Type.Object({
  id: Type.Integer(),
  campaign: OrNull(Type.Integer()),
  title: Type.String(),
  accent_color: Type.String(),
  text_color: Type.String(),
  image: OrNull(Type.String()),
  show_progress: Type.Boolean(),
  /** A campaign's own position; null follows the casino's. */
  position: OrNull(StringEnum(OVERLAY_POSITIONS)),
  created: Type.String(),
  updated: Type.String(),
});

const OverlayFields = {
  title: Type.Optional(PlainText({ maxLength: 60 })),
  accent_color: Type.Optional(Color),
  text_color: Type.Optional(Color),
  image: Type.Optional(NullableImageUrl),
  show_progress: Type.Optional(Type.Boolean()),
  position: Type.Optional(NullableEnum(OVERLAY_POSITIONS)),
};

/** POST v1/overlays/overlays/: `campaign` left out or null makes the casino's overlay. */
export const OverlayCreateBody = Type.Object({
  campaign: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: MAX_INT }), Type.Null()])),
  ...OverlayFields,
});

export const OverlayPatchBody = Type.Object(OverlayFields);

/** `v1/overlays/overlays2/`: the casino's overlay and where it sits. */
export const OverlaySettingsSchema = Type.Object({
  overlay_id: OrNull(Type.Integer()),
  position: OrNull(StringEnum(OVERLAY_POSITIONS)),
});

export const OverlaySettingsBody = Type.Object({
  overlay_id: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_INT }), Type.Null()]),
  position: StringEnum(OVERLAY_POSITIONS),
});
