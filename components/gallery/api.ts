import { baseApi } from '@/store/baseApi';
import type { Page } from '@/types/api';
import type { GalleryCategory, GalleryPhoto, GalleryPhotoFilters, GalleryPhotosPage } from '@/types/gallery';
import { toFormData } from '@/utils/formData';

export const GALLERY_PHOTOS_URL = 'v1/gallery/photo/';
export const GALLERY_CATEGORIES_URL = 'v1/gallery/category/';

/** Categories are few and a filter lists them all: one page as large as the API gives. */
const ALL_CATEGORIES = { limit: 1000 } as const;

export interface PhotoUploadRequest {
  file: File;
  /** Defaults, on the server, to the file's name. */
  name?: string;
  category?: number | null;
  /** Percent of the file sent so far. */
  onProgress?: (percent: number) => void;
}

const LIST = { type: 'GalleryPhoto', id: 'LIST' } as const;

/**
 * Spec §7 gallery calls. Lists raise the usual notice when they fail (the picker also offers to retry);
 * the upload is `silent`: its errors show on the image field.
 */
export const galleryApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['GalleryPhoto', 'GalleryCategory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getGalleryPhotos: build.query<
        GalleryPhotosPage,
        GalleryPhotoFilters & { limit: number; offset: number }
      >({
        query: ({ category, search, ...page }) => ({
          url: GALLERY_PHOTOS_URL,
          params: { ...page, category: category || undefined, search: search.trim() || undefined },
        }),
        providesTags: [LIST],
      }),
      getGalleryCategories: build.query<GalleryCategory[], void>({
        query: () => ({ url: GALLERY_CATEGORIES_URL, params: ALL_CATEGORIES }),
        // A backend without paging here answers the plain list.
        transformResponse: (answer: Page<GalleryCategory> | GalleryCategory[]) =>
          Array.isArray(answer) ? answer : answer.results,
        providesTags: [{ type: 'GalleryCategory', id: 'LIST' }],
      }),
      /** Multipart `photo` (+ `name`, `category`), with the upload's progress. */
      uploadPhoto: build.mutation<GalleryPhoto, PhotoUploadRequest>({
        query: ({ file, name, category, onProgress }) => ({
          url: GALLERY_PHOTOS_URL,
          method: 'post',
          data: toFormData({ photo: file, name, category }),
          silent: true,
          onUploadProgress: onProgress,
        }),
        invalidatesTags: [LIST],
      }),
    }),
  });

export const { useGetGalleryPhotosQuery, useGetGalleryCategoriesQuery, useUploadPhotoMutation } = galleryApi;
