import { Type, type Static } from '@fastify/type-provider-typebox';
import { GALLERY_LIBRARIES, type GalleryCategory } from '../db/schema';
import { photoFilename } from '../lib/images';
import type { PhotoRow } from '../repositories/gallery';
import { MAX_INT, Nullable, OrNull, StringEnum } from './common';

export const PHOTO_NAME_MAX = 255;
export const CATEGORY_NAME_MAX = 100;

/** Which library: the campaigns' images, or the operator's own (the login image …). */
export const Library = StringEnum(GALLERY_LIBRARIES);

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  library: StringEnum(GALLERY_LIBRARIES),
});

export const PhotoSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Where the image is served (absolute): what a campaign's image fields store. */
  photo: Type.String(),
  category: OrNull(Type.Object({ id: Type.Integer(), name: Type.String() })),
  library: StringEnum(GALLERY_LIBRARIES),
  size: Type.Integer(),
  created: Type.String(),
});

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

const CategoryRef = Nullable(Type.Integer({ minimum: 1, maximum: MAX_INT }));

export const PhotoPatchBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: PHOTO_NAME_MAX })),
  category: Type.Optional(CategoryRef),
});

export const CategoryBody = Type.Object({
  name: Type.String({ maxLength: CATEGORY_NAME_MAX }),
  library: Type.Optional(Library),
});

/** A category's rename: its library stays. */
export const CategoryPatchBody = Type.Object({ name: Type.String({ maxLength: CATEGORY_NAME_MAX }) });

/** Who uses a photo: a refused delete or rename names them. */
export const PhotoInUseError = Type.Object({
  detail: Type.String(),
  campaigns: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  login_image: Type.Boolean(),
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
