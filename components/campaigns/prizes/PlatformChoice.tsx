import { FormikTextField } from '@/components/forms/FormikTextField';

/** The platform catalogues a prize field picks from (spec §7 v1/platforms/*). */
export type PlatformSource =
  'fasttrackActionGroups' | 'themillBoxes' | 'themillBonuses' | 'mystinoWagerings' | 'rivalBetAmounts';

/** A prize field whose value comes from the casino's gaming platform. */
export function PlatformChoice({ name, label }: { source: PlatformSource; name: string; label: string }) {
  return <FormikTextField name={name} label={label} />;
}
