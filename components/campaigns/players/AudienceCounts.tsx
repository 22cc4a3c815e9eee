import { skipToken } from '@reduxjs/toolkit/query';
import { useFormikContext } from 'formik';

import { useGetAudienceQuery, exclusionSummary } from '@/components/players';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import type { PlayerFilters } from '@/types/players';
import { formatCount } from './playerSelection';
import styles from './players.module.scss';

/** How long the filters must rest before they are counted. */
const COUNT_DELAY_MS = 400;

/**
 * Inside the filters' form: while they hold unsaved edits, the audience those edits would give (our
 * API counts a choice without saving it), so the size is known before "Save filters".
 */
export function UnsavedAudience({ groupId, savedFilters }: { groupId: number; savedFilters: PlayerFilters }) {
  const { values, dirty } = useFormikContext<PlayerFilters>();
  const filters = useDebouncedValue(values, COUNT_DELAY_MS);
  const audience = useGetAudienceQuery(
    dirty ? { id: groupId, filters: { ...savedFilters, ...filters } } : skipToken,
  );
  if (!dirty) return null;
  let text;
  if (audience.isError) text = 'The players these filters choose could not be counted.';
  else if (!audience.data || audience.isFetching) text = 'Counting the players these filters choose…';
  else
    text = `With these filters, once saved: ${formatCount(audience.data.playersCount)} players. ${exclusionSummary(audience.data.excludedPlayers)}`;
  return (
    <p className={styles.muted} role="status">
      {text}
    </p>
  );
}
