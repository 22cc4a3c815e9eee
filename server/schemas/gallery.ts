import { Type, type Static } from '@fastify/type-provider-typebox';
import type { GalleryCategory } from '../db/schema';
import { photoFilename } from '../lib/images';
import type { PhotoRow } from '../repositories/gallery';
import { MAX_INT, Nullable, OrNull } from './common';

export const PHOTO_NAME_MAX = 255;
export const CATEGORY_NAME_MAX = 100;

export const CategorySchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const PhotoSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Where the image is served (absolute): what a campaign's image fields store. */
  photo: Type.String(),
  category: OrNull(CategorySchema),
  size: Type.Integer(),
  created: Type.String(),
});

export const PhotoListQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  /** A category id; `none` for the photos in no category. */
  category: Type.Optional(Type.String({ maxLength: 20 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});

const CategoryRef = Nullable(Type.Integer({ minimum: 1, maximum: MAX_INT }));

export const PhotoPatchBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: PHOTO_NAME_MAX })),
  category: Type.Optional(CategoryRef),
});

export const CategoryBody = Type.Object({
  name: Type.String({ maxLength: CATEGORY_NAME_MAX }),
});

export const MediaParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_INT }),
  filename: Type.String({ maxLength: 200 }),
});

/** The path a photo is served at (see the media route): the id finds it, the name is for people. */
export const photoPath = (photo: Pick<PhotoRow, 'id' | 'name' | 'contentType'>) =>
  `/media/gallery/${photo.id}/${photoFilename(photo.name, photo.contentType)}`;

export function toPhotoDto(photo: PhotoRow, origin: string): Static<typeof PhotoSchema> {
  return {
    id: photo.id,
    name: photo.name,
    photo: `${origin}${photoPath(photo)}`,
    category: photo.category,
    size: photo.size,
    created: photo.created.toISOString(),
  };
}

export const toCategoryDto = (category: GalleryCategory): Static<typeof CategorySchema> => ({
  id: category.id,
  name: category.name,
});
