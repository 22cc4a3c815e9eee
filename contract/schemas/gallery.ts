import { Type } from '@fastify/type-provider-typebox';
import { GALLERY_LIBRARIES } from '../gallery';
import { MAX_INT, Nullable, OrNull, StringEnum } from './common';

export const PHOTO_NAME_MAX = 255;
export const CATEGORY_NAME_MAX = 100;

/** Which library: the campaigns' images, or the operator's own (the login image …). */
export const Library = StringEnum(GALLERY_LIBRARIES);

/** Spec §3 "Gallery": a category photos are sorted into (within one library). */
export const CategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Our API's libraries; a backend without them leaves it out (the campaign library). */
  library: Type.Optional(Library),
});

/** A row of GET v1/gallery/photo/. */
export const PhotoSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Where the image is served (absolute): what a campaign's image fields store. */
  photo: Type.String(),
  category: OrNull(Type.Object({ id: Type.Integer(), name: Type.String() })),
  library: Type.Optional(Library),
  /** Bytes. */
  size: Type.Integer(),
  created: Type.String(),
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

/** The login page's image (`v1/operators/login-image/`): an admin-library photo's address, or none. */
export const LoginImageSchema = Type.Object({ image: OrNull(Type.String()) });

/** PUT v1/operators/login-image/: a photo of the admin library, or null for none. */
export const LoginImageBody = Type.Object({
  photo: Nullable(Type.Integer({ minimum: 1, maximum: MAX_INT })),
});
