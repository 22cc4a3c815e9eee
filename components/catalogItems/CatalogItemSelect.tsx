import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { formatAmount } from '@/utils/format';
import { catalogItemsApi } from './api';

/** A mission's catalogue is browsed by name: one page of the most items a select can sensibly hold. */
const CHOICES = { limit: 200, offset: 0, orderBy: 'name' } as const;

/**
 * Picks a catalog item for a prize (the field holds its id as text). An id that is not among the
 * choices (a deleted item) stays selectable as it is, so saving leaves it alone.
 */
export function CatalogItemSelect({ name, label, value }: { name: string; label: string; value: string }) {
  const items = catalogItemsApi.useListQuery(CHOICES);
  const options = (items.data?.results ?? []).map((item) => ({
    value: String(item.id),
    label: `${item.name} (${formatAmount(item.value, item.currency)})`,
  }));
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <FormikSelectField
      name={name}
      label={label}
      hint={items.isError ? 'The catalog could not be loaded.' : undefined}
      options={[
        { value: '', label: items.isLoading ? 'Loading the catalog…' : 'Choose a catalog item' },
        ...(known ? [] : [{ value, label: `Item ${value} (not in the catalog)` }]),
        ...options,
      ]}
    />
  );
}
