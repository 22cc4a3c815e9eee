import { listPageData } from '@/components/kit/listPageData';
import { ResourceListScreen } from '@/components/kit/ResourceListScreen';
import type { Column } from '@/components/lists/DataTable';
import { ListExportButton } from '@/components/lists/ListExportButton';
import type { FilterField } from '@/components/lists/ListFilters';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { defineList } from '@/hooks/useListParams';
import { useIsAllowed } from '@/hooks/usePermissions';
import type { AllGames, Game } from '@/types/games';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import { GAMES_EXPORT_FILENAME, GAMES_EXPORT_URL, gamesResourceApi, useGetAllGamesQuery } from './api';
import { ATTRIBUTES, columnText, type Attribute } from './gameSelection';

/** The filters go to the API as they are named here (`deviceType` → `device_type`), values comma-separated. */
export const GAMES_LIST = defineList({
  filters: { search: '', provider: '', category: '', themes: '', features: '', deviceType: '' },
  sort: { fields: ['name', 'provider', 'category'], default: 'name' },
});

/** The list's first page comes with the page's HTML (the page's `serverData`). */
export const gamesPageData = listPageData(GAMES_LIST, gamesResourceApi.initiateList);

type GameFilterName = keyof typeof GAMES_LIST.filters;

const NO_OPTIONS: Omit<AllGames, 'results'> = {
  categories: [],
  deviceType: [],
  features: [],
  provider: [],
  themes: [],
};

/** The search, then one choice per attribute the modal filters by, offering the values the catalogue has. */
function gameFilters(options: Omit<AllGames, 'results'>): FilterField<GameFilterName>[] {
  return [
    { name: 'search', label: 'Search', type: 'search', placeholder: 'Name or provider' },
    ...ATTRIBUTES.map((attribute) => ({
      // The API's parameter is device_type, where the game's field is device_types.
      name: (attribute.key === 'deviceTypes' ? 'deviceType' : attribute.key) as GameFilterName,
      label: attribute.label,
      type: 'choices' as const,
      options: (options[attribute.options] ?? []).map((value) => ({
        value,
        label: attribute.readable(value),
      })),
    })),
  ];
}

/** An attribute as every games table reads it; a dash when the game has none. */
const shown = (game: Game, attribute: Attribute) => columnText(game, attribute) || '—';

/** Spec §2 /games: the casino's games, filtered, searched, sorted and exported (game_export.csv). */
export function GamesScreen() {
  const canChange = useIsAllowed({ permissions: PERMISSIONS.changeGame });
  // The filter choices come with the whole catalogue, which the game selection modal caches too.
  const options = useGetAllGamesQuery().data ?? NO_OPTIONS;
  const columns: Column<Game>[] = [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      sortField: 'name',
      cell: (game) => (game.existsInExternalApi ? game.name : `${game.name} (not on the platform)`),
    },
    { key: 'provider', header: 'Provider', sortField: 'provider', cell: (game) => shown(game, 'provider') },
    {
      key: 'category',
      header: 'Category',
      sortField: 'category',
      cell: (game) => shown(game, 'category'),
    },
    { key: 'themes', header: 'Themes', cell: (game) => shown(game, 'themes') },
    { key: 'features', header: 'Features', cell: (game) => shown(game, 'features') },
    { key: 'devices', header: 'Device types', cell: (game) => shown(game, 'deviceTypes') },
  ];
  return (
    <ResourceListScreen
      title="Games"
      list={GAMES_LIST}
      useListQuery={gamesResourceApi.useListQuery}
      columns={columns}
      filters={gameFilters(options)}
      actions={(list) => (
        <ListExportButton url={GAMES_EXPORT_URL} fallbackName={GAMES_EXPORT_FILENAME} query={list.query}>
          Export games
        </ListExportButton>
      )}
      rowActions={(game) => (
        <ButtonLink
          variant="ghost"
          href={routes.games.edit(game.id)}
          aria-label={`${canChange ? 'Edit' : 'View'} ${game.name}`}
        >
          {canChange ? 'Edit' : 'View'}
        </ButtonLink>
      )}
      emptyMessage="No games yet"
    />
  );
}
