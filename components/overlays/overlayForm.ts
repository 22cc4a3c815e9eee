import * as yup from 'yup';

import type { Overlay, OverlayInput } from '@/types/overlays';
import { OVERLAY_POSITIONS, type OverlayPosition } from '@/utils/overlays';
import { OVERLAY_COLOR_MESSAGE as COLOR_MESSAGE, OVERLAY_COLOR_PATTERN } from '@/contract/overlays';

export const COLOR = new RegExp(OVERLAY_COLOR_PATTERN);
const IMAGE_URL = /^https?:\/\/[^\s/"'<>\\]+(\/[^\s"'<>\\]*)?$/;

/** The look's fields, as the API holds them (ARCHITECTURE.md "Overlays"). */
export const lookSchema = {
  title: yup.string().trim().max(60, 'Use at most 60 characters.'),
  accentColor: yup.string().trim().matches(COLOR, COLOR_MESSAGE).required(COLOR_MESSAGE),
  textColor: yup.string().trim().matches(COLOR, COLOR_MESSAGE).required(COLOR_MESSAGE),
  image: yup.string().trim().matches(IMAGE_URL, 'Enter a web address starting with https://.'),
  showProgress: yup.boolean().required(),
};

export interface LookValues {
  title: string;
  accentColor: string;
  textColor: string;
  image: string;
  showProgress: boolean;
}

export const DEFAULT_LOOK: LookValues = {
  title: '',
  accentColor: '#2450d6',
  textColor: '#ffffff',
  image: '',
  showProgress: true,
};

export const lookValuesOf = (overlay: Overlay | null | undefined): LookValues =>
  overlay
    ? {
        title: overlay.title,
        accentColor: overlay.accentColor,
        textColor: overlay.textColor,
        image: overlay.image ?? '',
        showProgress: overlay.showProgress,
      }
    : DEFAULT_LOOK;

export const lookBodyOf = (values: LookValues): Required<Omit<OverlayInput, 'campaign' | 'position'>> => ({
  title: values.title ?? '',
  accentColor: values.accentColor.toLowerCase(),
  textColor: values.textColor.toLowerCase(),
  image: values.image ? values.image : null,
  showProgress: values.showProgress,
});

export const positionSchema = yup
  .mixed<OverlayPosition>()
  .oneOf([...OVERLAY_POSITIONS], 'Choose a position.');
