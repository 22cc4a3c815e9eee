import { useCallback, useMemo, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';

import { ListFilters, type FilterField } from '@/components/lists/ListFilters';
import { LoadFailed, StateMessage } from '@/components/kit/QueryState';
import { NOTHING_MATCHES } from '@/components/lists/DataTable';
import { Pagination } from '@/components/lists/Pagination';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import type { GalleryPhoto, GalleryPhotoFilters } from '@/types/gallery';
import { useGetGalleryCategoriesQuery, useGetGalleryPhotosQuery } from './api';
import styles from './gallery.module.scss';
import { PhotoGrid } from './PhotoGrid';

/** Four rows of three, three of four: a page fills the grid at most widths. */
export const GALLERY_PAGE_SIZE = 12;

const NO_FILTERS: GalleryPhotoFilters = { category: '', search: '' };

interface Props {
  /** The field the photo is for ("Campaign image"): names the dialog. */
  label: string;
  selectedUrl: string | null;
  onChoose: (photo: GalleryPhoto) => void;
  onClose: () => void;
}

// The dialog is portalled out of the step's form, but React still bubbles events along the component
// tree: the filter form's submit must not reach the step's form and save it.
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/** The gallery in a dialog: filter by category and name, page through, choose a photo. */
export function GalleryPicker({ label, selectedUrl, onChoose, onClose }: Props) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const categories = useGetGalleryCategoriesQuery();
  const photos = useGetGalleryPhotosQuery({ ...filters, limit: GALLERY_PAGE_SIZE, offset });
  const filtered = filters.category !== '' || filters.search.trim() !== '';

  const fields = useMemo<FilterField<keyof GalleryPhotoFilters>[]>(
    () => [
      { name: 'search', label: 'Search photos', type: 'search', placeholder: 'Name' },
      {
        name: 'category',
        label: 'Category',
        type: 'select',
        options: [
          { value: '', label: 'All categories' },
          ...(categories.data ?? []).map((category) => ({
            value: String(category.id),
            label: category.name,
          })),
          { value: 'none', label: 'No category' },
        ],
      },
    ],
    [categories.data],
  );

  const changeFilters = useCallback((changes: Partial<GalleryPhotoFilters>) => {
    setFilters((current) => ({ ...current, ...changes }));
    setOffset(0);
  }, []);

  const { data, isLoading, isFetching, isError, refetch } = photos;
  let content;
  if (isError && !isFetching) {
    content = <LoadFailed what="the list" onRetry={() => void refetch()} />;
  } else if (isLoading || !data) {
    content = <Spinner label="Loading photos" />;
  } else if (data.results.length === 0) {
    content = <StateMessage>{filtered ? NOTHING_MATCHES : 'The gallery has no photos yet.'}</StateMessage>;
  } else {
    content = (
      <PhotoGrid
        key={`${filters.category}|${filters.search}|${offset}`}
        photos={data.results}
        selectedUrl={selectedUrl}
        onChoose={onChoose}
        stale={isFetching}
      />
    );
  }

  return createPortal(
    <div onSubmit={keepInside}>
      <Dialog open size="wide" title={`Choose the ${label.toLowerCase()}`} onClose={onClose}>
        <ListFilters
          label="Filter photos"
          fields={fields}
          values={filters}
          onChange={changeFilters}
          onClear={() => changeFilters(NO_FILTERS)}
          filtered={filtered}
        />
        <div className={styles.results}>{content}</div>
        {data && (
          <Pagination
            label="Photo pages"
            count={data.count}
            limit={GALLERY_PAGE_SIZE}
            offset={offset}
            onChange={setOffset}
          />
        )}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </DialogActions>
      </Dialog>
    </div>,
    document.body,
  );
}
