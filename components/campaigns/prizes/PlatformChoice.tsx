import { getIn, useFormikContext } from 'formik';

import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { QueryState, type QueryLike } from '@/components/kit/QueryState';
import {
  useFasttrackActionGroupsQuery,
  useMystinoPredefinedWageringsQuery,
  useRivalBetAmountsQuery,
  useThemillBonusesQuery,
  useThemillBoxesQuery,
} from '@/store/platformsApi';
import type { SelectOption } from '@/components/ui/SelectField';

type OptionsQuery = QueryLike<SelectOption[]>;

/** A platform query with its answer as select options (value: the id the prize stores). */
function optionsOf<T, Item>(
  query: QueryLike<T>,
  items: (data: T) => Item[],
  value: (item: Item) => string | number,
  label: (item: Item) => string,
): OptionsQuery {
  const data =
    query.data === undefined
      ? undefined
      : items(query.data).map((item) => ({ value: String(value(item)), label: label(item) }));
  return { ...query, data };
}

/** Each catalogue a prize field picks from (spec §7 v1/platforms/*). */
const CATALOGUES = {
  fasttrackActionGroups: function useActionGroups() {
    return optionsOf(
      useFasttrackActionGroupsQuery(),
      (d) => d,
      (g) => g.id,
      (g) => g.name,
    );
  },
  themillBoxes: function useLootBoxes() {
    return optionsOf(
      useThemillBoxesQuery(),
      (boxes) => boxes.filter((box) => box.isActive),
      (box) => box.id,
      (box) => box.name,
    );
  },
  themillBonuses: function useThemillBonuses() {
    return optionsOf(
      useThemillBonusesQuery(),
      (d) => d,
      (b) => b.id,
      (b) => `${b.name} (${b.type})`,
    );
  },
  mystinoWagerings: function useWagerings() {
    return optionsOf(
      useMystinoPredefinedWageringsQuery(),
      (d) => d,
      (w) => w.multiplier,
      (w) => `${w.name} (×${w.multiplier})`,
    );
  },
} satisfies Record<string, () => OptionsQuery>;

export type PlatformSource = keyof typeof CATALOGUES;

function OptionsSelect({ query, name, label }: { query: OptionsQuery; name: string; label: string }) {
  return (
    <QueryState query={query} what={label.toLowerCase()}>
      {(options) => (
        <FormikSelectField
          name={name}
          label={label}
          options={[{ value: '', label: 'Choose…' }, ...options]}
        />
      )}
    </QueryState>
  );
}

/** A prize field whose value comes from the casino's gaming platform's own catalogue. */
export function PlatformChoice({
  source,
  name,
  label,
}: {
  source: PlatformSource;
  name: string;
  label: string;
}) {
  const useCatalogue = CATALOGUES[source];
  return <OptionsSelect query={useCatalogue()} name={name} label={label} />;
}

/** Rival: the bet levels the prize's first eligible game accepts. */
export function RivalBetLevel({
  name,
  gamesName,
  label,
}: {
  name: string;
  gamesName: string;
  label: string;
}) {
  const { values } = useFormikContext<object>();
  const gameId = (getIn(values, gamesName) as number[] | undefined)?.[0];
  const query = useRivalBetAmountsQuery(gameId ?? 0, { skip: gameId === undefined });
  if (gameId === undefined)
    return <p>{label}: choose an eligible game first, then its bet levels are offered.</p>;
  return (
    <OptionsSelect
      query={optionsOf(
        query,
        (d) => d.betAmounts,
        (amount) => amount,
        (amount) => String(amount),
      )}
      name={name}
      label={label}
    />
  );
}
