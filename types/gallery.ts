import type { GalleryLibrary } from '@/contract/gallery';
import type { Page } from './api';

export type { GalleryLibrary };

/** Spec §3 "Gallery": a category photos are sorted into (within one library). */
export interface GalleryCategory {
  id: number;
  name: string;
  /** Left out by backends without libraries: the campaign library. */
  library?: GalleryLibrary;
}

/** A row of GET v1/gallery/photo/. */
export interface GalleryPhoto {
  id: number;
  name: string;
  /** The image's URL: what a campaign's image fields store. */
  photo: string;
  category: GalleryCategory | null;
  library?: GalleryLibrary;
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

/** A refused delete or rename (409): who uses the photo, named in `detail`. */
export interface PhotoInUse {
  detail: string;
  campaigns: Array<{ id: number; name: string }>;
  loginImage: boolean;
}
