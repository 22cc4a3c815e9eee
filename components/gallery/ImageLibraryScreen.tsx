import { useId } from 'react';

import { QueryState, StateMessage } from '@/components/kit/QueryState';
import { ListFilters } from '@/components/lists/ListFilters';
import { NOTHING_MATCHES } from '@/components/lists/DataTable';
import { Pagination } from '@/components/lists/Pagination';
import { defineList, useListParams } from '@/hooks/useListParams';
import { useIsAllowed } from '@/hooks/usePermissions';
import { useGetLoginImageQuery } from '@/store/authApi';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { GalleryLibrary } from '@/types/gallery';
import { escapeHtml } from '@/utils/html';
import { PERMISSIONS } from '@/utils/permissions';
import { useGetGalleryCategoriesQuery, useGetGalleryPhotosQuery } from './api';
import styles from './imageLibrary.module.scss';
import { LibraryCategories } from './LibraryCategories';
import { LibraryPhotos } from './LibraryPhotos';
import { PhotoUpload } from './PhotoUpload';

/** What each library is, for the people using it. */
export const LIBRARIES: Record<GalleryLibrary, { title: string; description: string; empty: string }> = {
  campaign: {
    title: 'Images library',
    description: "Campaign images: backgrounds and pictures a campaign's content step can use.",
    empty: 'The images library has no photos yet.',
  },
  admin: {
    title: 'Admin images library',
    description: "The operator's own images, such as the one the login page shows.",
    empty: 'The admin images library has no photos yet.',
  },
};

/** Twelve a page: four rows of three, three of four. */
const PHOTO_LIST = defineList({ filters: { category: '', search: '' }, limit: 12 });

/**
 * Spec §2 /images-library and /admin-images-library: one gallery screen per library. Categories on
 * one side, the photos on the other (filtered by category and name, in the address), an upload with
 * its progress, and each photo's rename, move and delete.
 */
export function ImageLibraryScreen({ library }: { library: GalleryLibrary }) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const { title, description, empty } = LIBRARIES[library];
  const list = useListParams(PHOTO_LIST);
  const photos = useGetGalleryPhotosQuery(
    { ...list.filters, limit: list.limit, offset: list.offset, library },
    { skip: !list.ready },
  );
  const categories = useGetGalleryCategoriesQuery(library);
  const canUpload = useIsAllowed({ permissions: PERMISSIONS.addPhoto });
  const loginImage = useGetLoginImageQuery(undefined, { skip: library !== 'admin' });
  const notify = (message: string) =>
    dispatch(messageShown({ type: 'success', content: escapeHtml(message) }));

  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <h1 id={titleId}>{title}</h1>
      <p className={styles.description}>{description}</p>
      <div className={styles.layout}>
        <LibraryCategories
          library={library}
          selected={list.filters.category}
          onSelect={(category) => list.setFilters({ category })}
        />
        <div className={styles.main}>
          {canUpload && (
            <PhotoUpload
              library={library}
              categories={categories.data ?? []}
              defaultCategory={list.filters.category}
              onUploaded={(name) => notify(`${name} has been uploaded.`)}
            />
          )}
          <ListFilters
            label="Filter photos"
            fields={[{ name: 'search', label: 'Search photos', type: 'search', placeholder: 'Name' }]}
            values={list.filters}
            onChange={list.setFilters}
            onClear={list.clearFilters}
            filtered={list.filtered}
          />
          <QueryState query={photos} what="the photos">
            {(page) =>
              page.results.length === 0 ? (
                <StateMessage>{list.filtered ? NOTHING_MATCHES : empty}</StateMessage>
              ) : (
                <>
                  <LibraryPhotos
                    photos={page.results}
                    categories={categories.data ?? []}
                    loginImage={library === 'admin' ? { current: loginImage.data ?? null } : undefined}
                    stale={photos.isFetching}
                    onDone={notify}
                  />
                  <Pagination
                    label="Photo pages"
                    count={page.count}
                    limit={list.limit}
                    offset={list.offset}
                    onChange={list.setOffset}
                  />
                </>
              )
            }
          </QueryState>
        </div>
      </div>
    </section>
  );
}
