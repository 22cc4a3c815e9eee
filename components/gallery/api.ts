import { authApi } from '@/store/authApi';
import { baseApi } from '@/store/baseApi';
import type { LoginImage, Page } from '@/types/api';
import type {
  GalleryCategory,
  GalleryCategoryInput,
  GalleryLibrary,
  GalleryPhoto,
  GalleryPhotoChanges,
  GalleryPhotoFilters,
  GalleryPhotosPage,
  LoginImageChoice,
} from '@/types/gallery';
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
  /** Defaults, on the server, to the campaign library. */
  library?: GalleryLibrary;
  /** Percent of the file sent so far. */
  onProgress?: (percent: number) => void;
}

const PHOTOS = { type: 'GalleryPhoto', id: 'LIST' } as const;
const CATEGORIES = { type: 'GalleryCategory', id: 'LIST' } as const;

/**
 * Spec §7 gallery calls, per library (`library` left out: the campaign library). Lists raise the usual
 * notice when they fail (the picker also offers to retry); changes are `silent`: their errors show where
 * they were made (a field, a dialog).
 */
export const galleryApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['GalleryPhoto', 'GalleryCategory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getGalleryPhotos: build.query<
        GalleryPhotosPage,
        GalleryPhotoFilters & { limit: number; offset: number; library?: GalleryLibrary }
      >({
        query: ({ category, search, ...page }) => ({
          url: GALLERY_PHOTOS_URL,
          params: { ...page, category: category || undefined, search: search.trim() || undefined },
        }),
        providesTags: [PHOTOS],
      }),
      getGalleryCategories: build.query<GalleryCategory[], GalleryLibrary | void>({
        query: (library) => ({
          url: GALLERY_CATEGORIES_URL,
          params: { ...ALL_CATEGORIES, library: library || undefined },
        }),
        // A backend without paging here answers the plain list.
        transformResponse: (answer: Page<GalleryCategory> | GalleryCategory[]) =>
          Array.isArray(answer) ? answer : answer.results,
        providesTags: [CATEGORIES],
      }),
      /** Multipart `photo` (+ `name`, `category`, `library`), with the upload's progress. */
      uploadPhoto: build.mutation<GalleryPhoto, PhotoUploadRequest>({
        query: ({ file, name, category, library, onProgress }) => ({
          url: GALLERY_PHOTOS_URL,
          method: 'post',
          data: toFormData({ photo: file, name, category, library }),
          silent: true,
          onUploadProgress: onProgress,
        }),
        invalidatesTags: [PHOTOS],
      }),
      /** Renames a photo or moves it to another category (null: none). */
      updatePhoto: build.mutation<GalleryPhoto, GalleryPhotoChanges & { id: number }>({
        query: ({ id, ...data }) => ({
          url: `${GALLERY_PHOTOS_URL}${id}/`,
          method: 'patch',
          data,
          silent: true,
        }),
        invalidatesTags: [PHOTOS],
      }),
      deletePhoto: build.mutation<void, number>({
        query: (id) => ({ url: `${GALLERY_PHOTOS_URL}${id}/`, method: 'delete', silent: true }),
        invalidatesTags: [PHOTOS],
      }),
      createCategory: build.mutation<GalleryCategory, Required<GalleryCategoryInput>>({
        query: (data) => ({ url: GALLERY_CATEGORIES_URL, method: 'post', data, silent: true }),
        invalidatesTags: [CATEGORIES],
      }),
      renameCategory: build.mutation<GalleryCategory, { id: number; name: string }>({
        query: ({ id, name }) => ({
          url: `${GALLERY_CATEGORIES_URL}${id}/`,
          method: 'patch',
          data: { name },
          silent: true,
        }),
        // Photos show their category's name.
        invalidatesTags: [CATEGORIES, PHOTOS],
      }),
      deleteCategory: build.mutation<void, number>({
        query: (id) => ({ url: `${GALLERY_CATEGORIES_URL}${id}/`, method: 'delete', silent: true }),
        invalidatesTags: [CATEGORIES, PHOTOS],
      }),
      /** The login page's image: a photo of the admin library, or none. */
      setLoginImage: build.mutation<LoginImage, LoginImageChoice>({
        query: (data) => ({ url: 'v1/operators/login-image/', method: 'put', data, silent: true }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(authApi.util.upsertQueryData('getLoginImage', undefined, data.image));
          } catch {
            // The screen shows the refusal.
          }
        },
      }),
    }),
  });

export const {
  useGetGalleryPhotosQuery,
  useGetGalleryCategoriesQuery,
  useUploadPhotoMutation,
  useUpdatePhotoMutation,
  useDeletePhotoMutation,
  useCreateCategoryMutation,
  useRenameCategoryMutation,
  useDeleteCategoryMutation,
  useSetLoginImageMutation,
} = galleryApi;
