import { listPageData } from '@/components/kit/listPageData';
import { ResourceListScreen } from '@/components/kit/ResourceListScreen';
import type { Column } from '@/components/lists/DataTable';
import { ListExportButton } from '@/components/lists/ListExportButton';
import type { FilterField } from '@/components/lists/ListFilters';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { useIsAllowed } from '@/hooks/usePermissions';
import { defineList } from '@/hooks/useListParams';
import type { Player } from '@/types/players';
import { currencyLabel, humanize, marketLabel } from '@/utils/labels';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import { PLAYERS_EXPORT_FILENAME, PLAYERS_EXPORT_URL, playersListApi } from './activityApi';
import { isNotOffered } from '@/utils/backendExtensions';
import { useGetPlayerAttributeQuery } from './api';
import { ExclusionBadges } from './Exclusions';
import { PLAYER_ATTRIBUTE_FILTERS, type PlayerAttributeFilterName } from '@/utils/playerAttributes';

export const PLAYERS_LIST = defineList({
  filters: {
    search: '',
    markets: '',
    currencies: '',
    vipLevels: '',
    customerStates: '',
    segments: '',
    affiliates: '',
  },
  sort: { fields: ['id', 'hash', 'registered'], default: 'id' },
});

/** The list's first page comes with the page's HTML (the page's `serverData`). */
export const playersPageData = listPageData(PLAYERS_LIST, playersListApi.initiateList);

type PlayerFilterName = keyof typeof PLAYERS_LIST.filters;

/**
 * The values each attribute filter offers (`v1/player/markets/` …), loaded once per screen; null for a
 * list the backend lacks (`segments` is beyond spec §7).
 */
function useAttributeValues(): Record<PlayerAttributeFilterName, string[] | null> {
  const markets = useGetPlayerAttributeQuery('markets').data;
  const currencies = useGetPlayerAttributeQuery('currencies').data;
  const vipLevels = useGetPlayerAttributeQuery('vip-level').data;
  const customerStates = useGetPlayerAttributeQuery('customer-states').data;
  const segments = useGetPlayerAttributeQuery('segments');
  const affiliates = useGetPlayerAttributeQuery('affiliates').data;
  return {
    markets: markets ?? [],
    currencies: currencies ?? [],
    vipLevels: vipLevels ?? [],
    customerStates: customerStates ?? [],
    segments: isNotOffered(segments.error) ? null : (segments.data ?? []),
    affiliates: affiliates ?? [],
  };
}

/** Spec §2 /players/list: players filtered by their attributes, searched, sorted, exported. */
export function PlayersScreen() {
  const formatDate = useDateTimeFormat();
  const canExport = useIsAllowed({ permissions: PERMISSIONS.exportPlayer });
  const values = useAttributeValues();
  const filters: FilterField<PlayerFilterName>[] = [
    { name: 'search', label: 'Search', type: 'search', placeholder: 'Player id or hash' },
    ...PLAYER_ATTRIBUTE_FILTERS.flatMap((attribute) => {
      const offered = values[attribute.name];
      if (!offered) return [];
      return [
        {
          name: attribute.name,
          label: attribute.label,
          type: 'choices' as const,
          options: offered.map((value) => ({ value, label: attribute.readable(value) })),
        },
      ];
    }),
  ];
  const columns: Column<Player>[] = [
    { key: 'id', header: 'Id', sortField: 'id', cell: (player) => player.id },
    {
      key: 'hash',
      header: 'Hash',
      rowHeader: true,
      sortField: 'hash',
      cell: (player) => <code>{player.hash}</code>,
    },
    { key: 'market', header: 'Market', cell: (player) => marketLabel(player.market) || '—' },
    { key: 'currency', header: 'Currency', cell: (player) => currencyLabel(player.currency) || '—' },
    { key: 'vip', header: 'VIP level', cell: (player) => humanize(player.vipLevel) || '—' },
    { key: 'state', header: 'Customer state', cell: (player) => humanize(player.customerState) || '—' },
    {
      key: 'exclusions',
      header: 'Left out of campaigns',
      cell: (player) => <ExclusionBadges player={player} />,
    },
    {
      key: 'segments',
      header: 'Segments',
      cell: (player) => player.segments.map(humanize).join(', ') || '—',
    },
    { key: 'affiliate', header: 'Affiliate', cell: (player) => player.affiliate ?? '—' },
    {
      key: 'registered',
      header: 'Registered',
      sortField: 'registered',
      cell: (player) => formatDate(player.registered),
    },
  ];
  return (
    <ResourceListScreen
      title="Players"
      list={PLAYERS_LIST}
      useListQuery={playersListApi.useListQuery}
      columns={columns}
      filters={filters}
      actions={(list) =>
        canExport && (
          <ListExportButton
            url={PLAYERS_EXPORT_URL}
            fallbackName={PLAYERS_EXPORT_FILENAME}
            query={list.query}
            params={{ export: true }}
          >
            Export players
          </ListExportButton>
        )
      }
      rowActions={(player) => (
        <ButtonLink
          variant="ghost"
          href={routes.players.edit(player.id)}
          aria-label={`Open player ${player.id}`}
        >
          Open
        </ButtonLink>
      )}
      emptyMessage="No players yet"
    />
  );
}
