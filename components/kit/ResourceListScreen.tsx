import { useCallback, useId, useState, type ReactNode } from 'react';

import type { Column } from '@/components/lists/DataTable';
import { ListFilters, type FilterField } from '@/components/lists/ListFilters';
import { ListHeading } from '@/components/lists/ListHeading';
import { PagedTable, type PageQueryResult } from '@/components/lists/PagedTable';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import {
  useListParams,
  type FilterValues,
  type ListDescriptor,
  type ListParams,
  type ListQuery,
} from '@/hooks/useListParams';
import { useIsAllowed } from '@/hooks/usePermissions';
import { useAppDispatch } from '@/store/hooks';
import type { ResourceTrigger } from '@/store/resourceApi';
import type { Page } from '@/types/api';
import { messageShown } from '@/store/snackbarSlice';
import { escapeHtml } from '@/utils/html';
import type { Permission } from '@/utils/permissions';
import styles from './ResourceListScreen.module.scss';

/** Deleting a row, asked first: what the dialog says and what the snackbar says after. */
export interface DeleteAction<Row> {
  useDeleteMutation: () => readonly [ResourceTrigger<{ id: number }, void>, { isLoading: boolean }];
  /** Who may delete (any of these). */
  permissions: readonly Permission[];
  /** The row's name, for the button, the question and the notice. */
  name: (row: Row) => string;
  /** What deleting does, beyond "cannot be undone". */
  consequence?: (row: Row) => ReactNode;
  /** The dialog's question (default "Delete {name}?"). */
  question?: (row: Row) => string;
  /** The notice after one row is deleted (default "{name} has been deleted."). */
  done?: (row: Row) => string;
  /** With it, rows can be selected (across pages) and deleted together. */
  bulk?: boolean;
  /** The action's word on its button and in its dialog ("Revoke" for a key that stays listed); "Delete". */
  verb?: string;
  /** Rows it applies to (a key already revoked cannot be revoked again); every row when left out. */
  applies?: (row: Row) => boolean;
}

export interface ResourceListScreenProps<
  Row extends { id: number },
  F extends FilterValues,
  P extends Page<Row> = Page<Row>,
> {
  title: string;
  description?: ReactNode;
  /** The list's filters, page size and sort (module-level `defineList`). */
  list: ListDescriptor<F>;
  useListQuery: (query: ListQuery<F>, options: { skip: boolean }) => PageQueryResult<Row, P>;
  columns: readonly Column<Row>[];
  /** The filter fields; a function when their choices come with the page (the activity log's users). */
  filters?:
    | readonly FilterField<keyof F & string>[]
    | ((page: P | undefined) => readonly FilterField<keyof F & string>[]);
  create?: { label: string; href: string; permissions: readonly Permission[] };
  /** More actions beside the create action (an export, which may follow the list's filters). */
  actions?: ReactNode | ((list: ListParams<F>) => ReactNode);
  /** Actions of one row (an Edit link…); Delete comes from `remove`. */
  rowActions?: (row: Row) => ReactNode;
  remove?: DeleteAction<Row>;
  emptyMessage: string;
  /** A visible name for the table when it differs from the title ("Whitelisted addresses"). */
  caption?: string;
  /** A dense table of many columns (DataTable `compact`). */
  compact?: boolean;
  /** Shown between the filters and the list (an add form that moves to the page of what it added). */
  children?: ReactNode | ((list: ListParams<F>, page: P | undefined) => ReactNode);
}

/**
 * A resource's list screen assembled from descriptors: heading and create action, filters and sort in
 * the URL, the table with its states, row actions, delete with confirmation, rows selected across pages
 * for a bulk delete, and pagination.
 */
export function ResourceListScreen<
  Row extends { id: number },
  F extends FilterValues,
  P extends Page<Row> = Page<Row>,
>({
  title,
  description,
  list: descriptor,
  useListQuery,
  columns,
  filters,
  create,
  actions,
  rowActions,
  remove,
  emptyMessage,
  caption,
  compact,
  children,
}: ResourceListScreenProps<Row, F, P>) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const list = useListParams(descriptor);
  const result = useListQuery(list.query, { skip: !list.ready });
  const canCreate = useIsAllowed({ permissions: create?.permissions ?? [] });
  const canDelete = useIsAllowed({ permissions: remove?.permissions ?? [] }) && remove !== undefined;
  const [deleteRow, { isLoading: deleting }] = (remove?.useDeleteMutation ?? noDelete)();
  // Rows to delete once confirmed: one row, or the selection.
  const [confirming, setConfirming] = useState<Row[] | null>(null);
  // Selected rows stay selected while paging and filtering (their ids and names are kept).
  const [selected, setSelected] = useState<Map<number, Row>>(new Map());
  const closeDialog = useCallback(() => setConfirming(null), []);
  const filterFields = typeof filters === 'function' ? filters(result.data) : filters;
  const headingActions = typeof actions === 'function' ? actions(list) : actions;

  const toggle = (row: Row) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  const pageRows = result.data?.results ?? [];
  const pageSelected = pageRows.length > 0 && pageRows.every((row) => selected.has(row.id));
  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      pageRows.forEach((row) => (pageSelected ? next.delete(row.id) : next.set(row.id, row)));
      return next;
    });

  const confirmDelete = async (rows: Row[]) => {
    if (!remove) return;
    const deleted: Row[] = [];
    try {
      for (const row of rows) {
        await deleteRow({ id: row.id }).unwrap();
        deleted.push(row);
      }
    } catch {
      // The error notice is already up (spec §8); what was deleted before stays deleted.
    } finally {
      setConfirming(null);
      setSelected((current) => {
        const next = new Map(current);
        deleted.forEach((row) => next.delete(row.id));
        return next;
      });
    }
    if (deleted.length === 1)
      dispatch(
        messageShown({
          type: 'success',
          content: escapeHtml(remove.done?.(deleted[0]) ?? `${remove.name(deleted[0])} has been deleted.`),
        }),
      );
    else if (deleted.length > 1)
      dispatch(messageShown({ type: 'success', content: `${deleted.length} items have been deleted.` }));
  };

  const bulk = canDelete && remove?.bulk === true;
  const verb = remove?.verb ?? 'Delete';
  const allColumns: Column<Row>[] = [
    ...(bulk
      ? [
          {
            key: 'select',
            header: 'Select',
            headerHidden: true,
            cell: (row: Row) => (
              <input
                type="checkbox"
                className={styles.select}
                checked={selected.has(row.id)}
                onChange={() => toggle(row)}
                aria-label={`Select ${remove!.name(row)}`}
              />
            ),
          },
        ]
      : []),
    ...columns,
  ];
  if (rowActions || canDelete) {
    allColumns.push({
      key: 'actions',
      header: 'Actions',
      headerHidden: true,
      align: 'end',
      sticky: 'end',
      cell: (row) => (
        <span className={styles.rowActions}>
          {rowActions?.(row)}
          {canDelete && (remove!.applies?.(row) ?? true) && (
            <Button
              variant="ghost"
              aria-label={`${verb} ${remove!.name(row)}`}
              onClick={() => setConfirming([row])}
            >
              {verb}
            </Button>
          )}
        </span>
      ),
    });
  }

  const single = confirming?.length === 1 ? confirming[0] : null;
  return (
    <section aria-labelledby={titleId}>
      <ListHeading
        id={titleId}
        title={title}
        actions={
          (headingActions || (create && canCreate)) && (
            <>
              {headingActions}
              {create && canCreate && <ButtonLink href={create.href}>{create.label}</ButtonLink>}
            </>
          )
        }
      >
        {description}
      </ListHeading>
      {filterFields && filterFields.length > 0 && (
        <ListFilters
          label={`Filter ${title.toLowerCase()}`}
          fields={filterFields}
          values={list.filters}
          onChange={list.setFilters}
          onClear={list.clearFilters}
          filtered={list.filtered}
        />
      )}
      {typeof children === 'function' ? children(list, result.data) : children}
      {bulk && (
        <div className={styles.bulkBar} role="group" aria-label="Selection">
          <label className={styles.selectPage}>
            <input
              type="checkbox"
              checked={pageSelected}
              onChange={togglePage}
              disabled={pageRows.length === 0}
            />
            Select this page
          </label>
          <span aria-live="polite">{selected.size} selected</span>
          {selected.size > 0 && (
            <>
              <Button variant="danger" onClick={() => setConfirming([...selected.values()])}>
                {verb} selected
              </Button>
              <Button variant="ghost" onClick={() => setSelected(new Map())}>
                Clear selection
              </Button>
            </>
          )}
        </div>
      )}
      <PagedTable
        caption={caption ?? title}
        captionHidden={caption === undefined}
        columns={allColumns}
        compact={compact}
        rowKey={(row) => row.id}
        emptyMessage={emptyMessage}
        result={result}
        list={list}
      />
      {remove && (
        <ConfirmDialog
          open={confirming !== null}
          title={
            single
              ? (remove.question?.(single) ?? `${verb} ${remove.name(single)}?`)
              : `${verb} ${confirming?.length ?? 0} items?`
          }
          confirmLabel={verb}
          danger
          busy={deleting}
          onCancel={closeDialog}
          onConfirm={() => confirming && void confirmDelete(confirming)}
        >
          {single && remove.consequence?.(single)} This cannot be undone.
        </ConfirmDialog>
      )}
    </section>
  );
}

/** Lists without deletion call this in the delete hook's place, so hooks run in the same order. */
function noDelete(): readonly [ResourceTrigger<{ id: number }, void>, { isLoading: boolean }] {
  return [() => ({ unwrap: async () => undefined, abort: () => undefined }), { isLoading: false }];
}
