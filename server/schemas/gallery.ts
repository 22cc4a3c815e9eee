import { Type, type Static } from '@fastify/type-provider-typebox';
import type { GalleryCategory } from '../db/schema';
import { photoFilename } from '../lib/images';
import type { PhotoRow } from '../repositories/gallery';
import { Library, type CategorySchema, type PhotoSchema } from '../../contract/schemas/gallery';
import { MAX_INT } from './common';

export * from '../../contract/schemas/gallery';

export const PhotoListQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  /** A category id; `none` for the photos in no category. */
  category: Type.Optional(Type.String({ maxLength: 20 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  library: Type.Optional(Library),
});

export const CategoryListQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  library: Type.Optional(Library),
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
    library: photo.library,
    size: photo.size,
    created: photo.created.toISOString(),
  };
}

export const toCategoryDto = (category: GalleryCategory): Static<typeof CategorySchema> => ({
  id: category.id,
  name: category.name,
  library: category.library,
});
