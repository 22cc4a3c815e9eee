/** Where the campaign overlay sits on the players' screen (`v1/overlays/overlays2/` position), shared by both programs. */
export const OVERLAY_POSITIONS = [
  'top-left',
  'top-right',
  'middle-left',
  'middle-right',
  'bottom-left',
  'bottom-right',
] as const;
export type OverlayPosition = (typeof OVERLAY_POSITIONS)[number];

export const OVERLAY_POSITION_LABELS: Record<OverlayPosition, string> = {
  'top-left': 'Top left',
  'top-right': 'Top right',
  'middle-left': 'Middle left',
  'middle-right': 'Middle right',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
};

/** An overlay's colours: `#` and six hex digits. */
export const OVERLAY_COLOR_PATTERN = '^#[0-9a-fA-F]{6}$';
export const OVERLAY_COLOR_MESSAGE = 'Enter a colour as # and six hex digits, such as #2450d6.';
