import type { Page } from './api';

/** Spec §3 "Gallery": a category photos are sorted into. */
export interface GalleryCategory {
  id: number;
  name: string;
}

/** A row of GET v1/gallery/photo/. */
export interface GalleryPhoto {
  id: number;
  name: string;
  /** The image's URL: what a campaign's image fields store. */
  photo: string;
  category: GalleryCategory | null;
  /** Bytes. */
  size: number;
  created: string;
}

export type GalleryPhotosPage = Page<GalleryPhoto>;

/** The photo list's filters: a category id, `none` (photos in no category) or '' (all); part of the name. */
export type GalleryPhotoFilters = {
  category: string;
  search: string;
};
