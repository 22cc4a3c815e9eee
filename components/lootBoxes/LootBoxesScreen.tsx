import { useRouter } from 'next/router';
import { useId } from 'react';

import { DataTable, type Column } from '@/components/lists/DataTable';
import { ListHeading } from '@/components/lists/ListHeading';
import { StateMessage } from '@/components/kit/QueryState';
import { useThemillBoxesQuery } from '@/store/platformsApi';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useIsAllowed } from '@/hooks/usePermissions';
import type { LootBox } from '@/types/platforms';
import { PERMISSIONS } from '@/utils/permissions';
import { queryId } from '@/utils/query';
import { routes } from '@/utils/routes';
import { LootBoxDialog } from './LootBoxDialog';
import styles from './lootBoxes.module.scss';

const COLUMNS: Column<LootBox>[] = [
  {
    key: 'image',
    header: 'Image',
    headerHidden: true,
    cell: (box) =>
      box.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- box images live on the platform's host
        <img src={box.image} alt="" className={styles.thumb} loading="lazy" />
      ) : (
        <span className={styles.noImage}>No image</span>
      ),
  },
  { key: 'name', header: 'Name', rowHeader: true, cell: (box) => box.name },
  { key: 'description', header: 'Description', cell: (box) => box.description || '—' },
  { key: 'rewards', header: 'Rewards', align: 'end', cell: (box) => box.rewardsCount },
  {
    key: 'active',
    header: 'Status',
    cell: (box) => (
      <span className={box.isActive ? styles.active : styles.inactive}>
        {box.isActive ? 'Offered' : 'Not offered'}
      </span>
    ),
  },
];

/**
 * Spec §2 /loot-boxes/list (themill only): the platform's loot boxes, which prizes can award. Editing
 * happens in a dialog whose state is in the address (`?edit=2`), so a reload or Back keeps or closes it.
 */
export function LootBoxesScreen() {
  const titleId = useId();
  const router = useRouter();
  const boxes = useThemillBoxesQuery();
  const canChange = useIsAllowed({ permissions: PERMISSIONS.changeLootBox });
  const editingId = canChange ? queryId(router.query.edit) : undefined;
  const editing = boxes.data?.find((box) => box.id === editingId);
  const close = () => void router.replace(routes.lootBoxes(), undefined, { shallow: true, scroll: false });

  const columns: Column<LootBox>[] = canChange
    ? [
        ...COLUMNS,
        {
          key: 'actions',
          header: 'Actions',
          headerHidden: true,
          align: 'end',
          cell: (box) => (
            <ButtonLink
              variant="ghost"
              href={routes.lootBoxes(box.id)}
              scroll={false}
              shallow
              aria-label={`Edit ${box.name}`}
            >
              Edit
            </ButtonLink>
          ),
        },
      ]
    : COLUMNS;

  return (
    <section aria-labelledby={titleId}>
      <ListHeading id={titleId} title="Loot boxes">
        The platform&apos;s loot boxes: prizes can award them. Their rewards are set up on the platform.
      </ListHeading>
      <DataTable
        caption="Loot boxes"
        captionHidden
        columns={columns}
        rows={boxes.data}
        rowKey={(box) => box.id}
        loading={boxes.isLoading}
        fetching={boxes.isFetching}
        error={boxes.isError}
        onRetry={() => void boxes.refetch()}
        emptyMessage="The platform has no loot boxes yet"
      />
      {editingId !== undefined && boxes.data && !editing && (
        <StateMessage>There is no loot box {editingId}.</StateMessage>
      )}
      {editing && <LootBoxDialog key={editing.id} box={editing} onClose={close} />}
    </section>
  );
}
