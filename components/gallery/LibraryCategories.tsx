import { useState } from 'react';

import { QueryState } from '@/components/kit/QueryState';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useIsAllowed } from '@/hooks/usePermissions';
import type { GalleryCategory, GalleryLibrary } from '@/types/gallery';
import { messageFromBody } from '@/utils/errors';
import { PERMISSIONS } from '@/utils/permissions';
import {
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useGetGalleryCategoriesQuery,
  useRenameCategoryMutation,
} from './api';
import styles from './imageLibrary.module.scss';
import { NameDialog } from './NameDialog';

export const CATEGORY_NAME_MAX = 100;

interface Props {
  library: GalleryLibrary;
  /** The category filter: an id, `none` or '' (all photos). */
  selected: string;
  onSelect: (category: string) => void;
}

type Editing = { kind: 'add' } | { kind: 'rename'; category: GalleryCategory };

/** The library's categories: choose one to see its photos; add, rename and delete them. */
export function LibraryCategories({ library, selected, onSelect }: Props) {
  const categories = useGetGalleryCategoriesQuery(library);
  const [createCategory] = useCreateCategoryMutation();
  const [renameCategory] = useRenameCategoryMutation();
  const [deleteCategory, { isLoading: deleting }] = useDeleteCategoryMutation();
  const canAdd = useIsAllowed({ permissions: PERMISSIONS.addGalleryCategory });
  const canRename = useIsAllowed({ permissions: PERMISSIONS.changeGalleryCategory });
  const canDelete = useIsAllowed({ permissions: PERMISSIONS.deleteGalleryCategory });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<GalleryCategory | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const choice = (value: string, label: string) => (
    <li key={value || 'all'}>
      <button
        type="button"
        className={styles.categoryChoice}
        aria-pressed={selected === value}
        onClick={() => onSelect(value)}
      >
        {label}
      </button>
    </li>
  );

  const remove = async (category: GalleryCategory) => {
    try {
      await deleteCategory(category.id).unwrap();
      setRemoving(null);
      if (selected === String(category.id)) onSelect('');
    } catch (error) {
      setRemoveError(messageFromBody((error as { data?: unknown }).data));
    }
  };

  return (
    <section className={styles.categories} aria-labelledby="library-categories">
      <div className={styles.panelHeading}>
        <h2 id="library-categories">Categories</h2>
        {canAdd && (
          <Button variant="secondary" onClick={() => setEditing({ kind: 'add' })}>
            Add category
          </Button>
        )}
      </div>
      <QueryState query={categories} what="the categories">
        {(list) => (
          <ul className={styles.categoryList} aria-label="Show the photos of">
            {choice('', 'All photos')}
            {list.map((category) => (
              <li key={category.id} className={styles.categoryRow}>
                <button
                  type="button"
                  className={styles.categoryChoice}
                  aria-pressed={selected === String(category.id)}
                  onClick={() => onSelect(String(category.id))}
                >
                  {category.name}
                </button>
                {canRename && (
                  <Button
                    variant="ghost"
                    aria-label={`Rename ${category.name}`}
                    onClick={() => setEditing({ kind: 'rename', category })}
                  >
                    Rename
                  </Button>
                )}
                {canDelete && (
                  <Button
                    variant="ghost"
                    aria-label={`Delete ${category.name}`}
                    onClick={() => {
                      setRemoveError(null);
                      setRemoving(category);
                    }}
                  >
                    Delete
                  </Button>
                )}
              </li>
            ))}
            {choice('none', 'No category')}
          </ul>
        )}
      </QueryState>
      {editing && (
        <NameDialog
          title={editing.kind === 'add' ? 'Add category' : `Rename ${editing.category.name}`}
          label="Category name"
          initialName={editing.kind === 'add' ? '' : editing.category.name}
          maxLength={CATEGORY_NAME_MAX}
          submitLabel={editing.kind === 'add' ? 'Add category' : 'Rename'}
          onSave={(name) =>
            editing.kind === 'add'
              ? createCategory({ name, library }).unwrap()
              : renameCategory({ id: editing.category.id, name }).unwrap()
          }
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Delete the category ${removing?.name ?? ''}?`}
        confirmLabel="Delete"
        danger
        busy={deleting}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      >
        {removeError && (
          <span role="alert" className={styles.refusal}>
            {removeError}{' '}
          </span>
        )}
        Its photos stay in the library, in no category.
      </ConfirmDialog>
    </section>
  );
}
