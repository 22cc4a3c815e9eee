import type { OverlayPosition } from '@/utils/overlays';

/** An overlay's look (`v1/overlays/overlays/`): the casino's (no campaign) or one campaign's. */
export interface Overlay {
  id: number;
  campaign: number | null;
  title: string;
  accentColor: string;
  textColor: string;
  image: string | null;
  showProgress: boolean;
  /** A campaign's own position; null follows the casino's. */
  position: OverlayPosition | null;
  created: string;
  updated: string;
}

export type OverlayInput = Partial<Omit<Overlay, 'id' | 'created' | 'updated'>>;

/** `v1/overlays/overlays2/`: the casino's overlay and where it sits. */
export interface OverlaySettings {
  overlayId: number | null;
  position: OverlayPosition | null;
}
