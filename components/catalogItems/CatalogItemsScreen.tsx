import { useRouter } from 'next/router';

import { QueryState } from '@/components/kit/QueryState';
import { listPageData } from '@/components/kit/listPageData';
import { combinePageData, recordPageData } from '@/components/kit/pageData';
import { ResourceListScreen } from '@/components/kit/ResourceListScreen';
import type { Column } from '@/components/lists/DataTable';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { defineList } from '@/hooks/useListParams';
import { useIsAllowed } from '@/hooks/usePermissions';
import { useGetCasinoSettingsQuery } from '@/store/baseApi';
import type { CatalogItem } from '@/types/catalogItems';
import { formatAmount } from '@/utils/format';
import { PERMISSIONS } from '@/utils/permissions';
import { queryId, queryString } from '@/utils/query';
import { routes } from '@/utils/routes';
import { catalogItemsApi } from './api';
import { CatalogItemDialog } from './CatalogItemDialog';
import styles from './catalogItems.module.scss';

const CATALOG_LIST = defineList({
  filters: { search: '' },
  sort: { fields: ['name', 'value', 'created'], default: 'name' },
});

/** The list's first page comes with the page's HTML; an item to edit (`?edit=12`) must exist (else 404). */
export const catalogItemsPageData = combinePageData(
  listPageData(CATALOG_LIST, catalogItemsApi.initiateList),
  recordPageData('edit', catalogItemsApi.initiateGet, { optional: true }),
);

const COLUMNS: Column<CatalogItem>[] = [
  {
    key: 'image',
    header: 'Image',
    headerHidden: true,
    cell: (item) =>
      item.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- item images live on the API's host
        <img src={item.image} alt="" className={styles.thumb} loading="lazy" />
      ) : (
        <span className={styles.noImage}>No image</span>
      ),
  },
  { key: 'name', header: 'Name', rowHeader: true, sortField: 'name', cell: (item) => item.name },
  {
    key: 'value',
    header: 'Value',
    align: 'end',
    sortField: 'value',
    cell: (item) => formatAmount(item.value, item.currency),
  },
];

/** The item a `?edit=` address names, loaded for its dialog. */
function EditDialog({ id, currencies, onClose }: { id: number; currencies: string[]; onClose: () => void }) {
  const item = catalogItemsApi.useGetQuery(id);
  return (
    <QueryState query={item} what="the catalog item">
      {(loaded) => <CatalogItemDialog item={loaded} currencies={currencies} onClose={onClose} />}
    </QueryState>
  );
}

/**
 * Spec §2 /catalog-items/list: the prizes players can win, 10 a page. Adding and editing happen in a
 * dialog over the list whose state is in the address (`?dialog=add`, `?edit=12`), so it survives a
 * reload and the Back button closes it.
 */
export function CatalogItemsScreen() {
  const router = useRouter();
  const canChange = useIsAllowed({ permissions: PERMISSIONS.changeCatalogItem });
  const canAdd = useIsAllowed({ permissions: PERMISSIONS.addCatalogItem });
  const canSeePayouts = useIsAllowed({ permissions: PERMISSIONS.viewPayout });
  const settings = useGetCasinoSettingsQuery();
  const adding = canAdd && queryString(router.query.dialog) === 'add';
  const editing = canChange ? queryId(router.query.edit) : undefined;

  /** The list's own address plus or minus a dialog. */
  const withDialog = (dialog: Record<string, string>) => {
    const { dialog: _dialog, edit: _edit, ...rest } = router.query;
    const query = new URLSearchParams({ ...(rest as Record<string, string>), ...dialog }).toString();
    return `${routes.catalogItems()}${query ? `?${query}` : ''}`;
  };
  const closeDialog = () => void router.replace(withDialog({}), undefined, { shallow: true, scroll: false });

  return (
    <>
      <ResourceListScreen
        title="Catalog items"
        description="Prizes players can win, such as devices or vouchers; missions give them as catalog-item prizes."
        list={CATALOG_LIST}
        useListQuery={catalogItemsApi.useListQuery}
        columns={COLUMNS}
        filters={[{ name: 'search', label: 'Search', type: 'search', placeholder: 'Item name' }]}
        create={{
          label: 'Add catalog item',
          href: withDialog({ dialog: 'add' }),
          permissions: [PERMISSIONS.addCatalogItem],
        }}
        // Won items are not credited by the platform: they wait among the payouts until marked sent.
        actions={
          canSeePayouts && (
            <ButtonLink
              variant="secondary"
              href={routes.payouts({ kind: 'catalog_item', status: 'pending' })}
            >
              Items to send
            </ButtonLink>
          )
        }
        rowActions={(item) =>
          canChange && (
            <ButtonLink
              variant="ghost"
              href={withDialog({ edit: String(item.id) })}
              scroll={false}
              aria-label={`Edit ${item.name}`}
            >
              Edit
            </ButtonLink>
          )
        }
        remove={{
          useDeleteMutation: catalogItemsApi.useDeleteMutation,
          permissions: [PERMISSIONS.deleteCatalogItem],
          name: (item) => item.name,
          consequence: () => 'Campaign prizes that give it keep its id but lose its name and image.',
        }}
        emptyMessage="No catalog items yet"
      />
      {/* The form waits for the currencies: opened before them, it would start with none chosen. */}
      {(adding || editing !== undefined) && (
        <QueryState query={settings} what="the casino's currencies">
          {({ currencies }) =>
            editing === undefined ? (
              <CatalogItemDialog item={undefined} currencies={currencies} onClose={closeDialog} />
            ) : (
              <EditDialog id={editing} currencies={currencies} onClose={closeDialog} />
            )
          }
        </QueryState>
      )}
    </>
  );
}
