import type { Static } from '@fastify/type-provider-typebox';

import type { Page } from './api';
import type { Camelized } from './wire';

import type { GalleryLibrary } from '@/contract/gallery';
import type {
  CategoryBody,
  CategorySchema,
  LoginImageBody,
  PhotoPatchBody,
  PhotoSchema,
} from '@/contract/schemas/gallery';

export type { GalleryLibrary };

/** Spec §3 "Gallery": a category photos are sorted into (within one library). */
export type GalleryCategory = Camelized<Static<typeof CategorySchema>>;

/** POST v1/gallery/category/. */
export type GalleryCategoryInput = Camelized<Static<typeof CategoryBody>>;

/** A row of GET v1/gallery/photo/; `photo` is the image's URL, what a campaign's image fields store. */
export type GalleryPhoto = Camelized<Static<typeof PhotoSchema>>;

/** PATCH v1/gallery/photo/{id}/: a new name, or another category (null: none). */
export type GalleryPhotoChanges = Camelized<Static<typeof PhotoPatchBody>>;

export type GalleryPhotosPage = Page<GalleryPhoto>;

/** The photo list's filters: a category id, `none` (photos in no category) or '' (all); part of the name. */
export type GalleryPhotoFilters = {
  category: string;
  search: string;
};

/** PUT v1/operators/login-image/. */
export type LoginImageChoice = Camelized<Static<typeof LoginImageBody>>;
