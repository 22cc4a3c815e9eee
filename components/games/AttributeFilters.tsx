import { MultiChoice } from '@/components/lists/MultiChoice';
import type { AllGames } from '@/types/games';
import { ATTRIBUTES, type Attribute, type AttributeFilters as Values } from './gameSelection';

interface Props {
  /** The all-games answer, whose lists are the values offered. */
  options: Omit<AllGames, 'results'>;
  values: Values;
  onChange: (attribute: Attribute, chosen: string[]) => void;
}

/** One choice per attribute (provider, category, theme, feature, device type), any number of values each. */
export function AttributeFilters({ options, values, onChange }: Props) {
  return (
    <>
      {ATTRIBUTES.map((attribute) => (
        <MultiChoice
          key={attribute.key}
          label={attribute.label}
          options={(options[attribute.options] ?? []).map((value) => ({
            value,
            label: attribute.readable(value),
          }))}
          chosen={values[attribute.key]}
          onChange={(chosen) => onChange(attribute.key, chosen)}
        />
      ))}
    </>
  );
}
