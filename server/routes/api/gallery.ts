import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import type { GalleryLibrary } from '../../db/schema';
import { HttpError, isUniqueViolation, notFound, validationError } from '../../lib/errors';
import { FieldErrorTree } from '../../lib/field-errors';
import { detectImageType } from '../../lib/images';
import { PageSchema, paginate, publicBaseOf } from '../../lib/pagination';
import type { PhotoFilters, PhotoRow, PhotoUsers } from '../../repositories/gallery';
import { IdParams, ERROR_RESPONSES } from '../../schemas/common';
import {
  CATEGORY_NAME_MAX,
  CategoryBody,
  CategoryListQuery,
  CategoryPatchBody,
  CategorySchema,
  LoginImageBody,
  LoginImageSchema,
  PHOTO_NAME_MAX,
  PhotoInUseError,
  PhotoListQuery,
  PhotoPatchBody,
  PhotoSchema,
  toCategoryDto,
  toPhotoDto,
} from '../../schemas/gallery';
import { galleryPhotoKey } from '../../lib/media-store';
import { readMultipartStreamed, UPLOAD_MESSAGES } from '../../plugins/multipart';
import { auditActorOf } from '../../services/audit';

export const GALLERY_MESSAGES = {
  noFile: 'No file was submitted.',
  notImage: 'Upload a valid image: a PNG, JPEG, WebP or GIF file.',
  tooLarge: UPLOAD_MESSAGES.tooLarge,
  blank: 'This field may not be blank.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  noCategory: (value: unknown) => `Invalid pk "${value}" - object does not exist.`,
  noPhoto: (value: unknown) => `Invalid pk "${value}" - object does not exist.`,
  categoryTaken: 'A gallery category with this name already exists.',
  badCategoryFilter: 'Enter a category id, or "none".',
  otherLibrary: 'This category belongs to the other image library.',
  badLibrary: '"campaign" or "admin".',
  inUse: (action: 'deleted' | 'renamed', users: PhotoUsers) =>
    `This photo cannot be ${action}: ${[
      ...(users.campaigns.length > 0
        ? [
            `${users.campaigns.length === 1 ? 'the campaign' : 'the campaigns'} ${users.campaigns
              .map((campaign) => `"${campaign.name}"`)
              .join(', ')} ${users.campaigns.length === 1 ? 'uses' : 'use'} it`,
          ]
        : []),
      ...(users.loginImage ? ['it is the login image'] : []),
    ].join(', and ')}${action === 'renamed' ? ' (its address would change)' : ''}.`,
  notAdminPhoto: 'Choose a photo of the admin image library.',
} as const;

/** A photo in use, refused a change (409): the message names who uses it. */
function photoInUse(action: 'deleted' | 'renamed', users: PhotoUsers): HttpError | null {
  if (users.campaigns.length === 0 && !users.loginImage) return null;
  return new HttpError(409, {
    detail: GALLERY_MESSAGES.inUse(action, users),
    campaigns: users.campaigns,
    login_image: users.loginImage,
  });
}

/** The upload's name without its extension, as a photo's default name. */
const baseName = (filename: string) => filename.replace(/\.[^.]*$/, '').trim();

/** A photo as the activity log records it (its bytes by their size). */
const photoView = (photo: PhotoRow) => ({
  name: photo.name,
  category: photo.category?.name ?? null,
  content_type: photo.contentType,
  size: photo.size,
});

const photoChange = (
  action: 'upload' | 'update' | 'delete',
  photo: PhotoRow,
  before: PhotoRow | null,
  after: PhotoRow | null,
) => ({
  action,
  resource: 'photo',
  resourceId: photo.id,
  label: photo.name,
  before: before && photoView(before),
  after: after && photoView(after),
});

/** The gallery (spec §7): photos and their categories, and the public media route serving the images. */
export default async function galleryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const originOf = (request: FastifyRequest) => publicBaseOf(request);

  /** A category id that must exist in the photo's library (null clears it); errors land on `category`. */
  async function checkCategory(
    value: number | null,
    library: GalleryLibrary,
    errors: FieldErrorTree,
  ): Promise<void> {
    if (value === null) return;
    const category = await app.repos.gallery.findCategory(value);
    if (!category) errors.add(['category'], GALLERY_MESSAGES.noCategory(value));
    else if (category.library !== library) errors.add(['category'], GALLERY_MESSAGES.otherLibrary);
  }

  /** A name field: trimmed, not blank, not too long. */
  function checkName(field: string, raw: string, max: number, errors: FieldErrorTree): string {
    const name = raw.trim();
    if (name === '') errors.add([field], GALLERY_MESSAGES.blank);
    else if (name.length > max) errors.add([field], GALLERY_MESSAGES.tooLong(max));
    return name;
  }

  const photoOrNotFound = (photo: PhotoRow | undefined): PhotoRow => {
    if (!photo) throw notFound();
    return photo;
  };

  app.get(
    '/v1/gallery/photo/',
    {
      schema: { querystring: PhotoListQuery, response: { 200: PageSchema(PhotoSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      const { category, search, library = 'campaign' } = request.query;
      const filters: PhotoFilters = { library, search };
      const categoryFilter = (category ?? '').trim();
      if (categoryFilter === 'none') filters.categoryId = null;
      else if (/^\d{1,9}$/.test(categoryFilter)) filters.categoryId = Number(categoryFilter);
      else if (categoryFilter !== '')
        throw validationError({ category: [GALLERY_MESSAGES.badCategoryFilter] });
      const origin = originOf(request);
      return paginate(
        request,
        () => app.repos.gallery.countPhotos(filters),
        async (page) =>
          (await app.repos.gallery.listPhotos(filters, page)).map((photo) => toPhotoDto(photo, origin)),
      );
    },
  );

  app.post(
    '/v1/gallery/photo/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.addPhoto),
      schema: { response: { 201: PhotoSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      // The file goes to the media store as it arrives; it is given the photo's key once the row exists.
      const form = await readMultipartStreamed(
        request,
        'photo',
        (stream, isTruncated) => app.mediaStore.write(stream, isTruncated),
        (written) => app.mediaStore.remove(written.key),
      );
      const file = form.file && { ...form.file.taken, filename: form.file.filename };
      try {
        return await savePhoto();
      } finally {
        if (file) await app.mediaStore.remove(file.key);
      }

      async function savePhoto() {
        const text = (key: string) =>
          typeof form.fields[key] === 'string' ? (form.fields[key] as string) : '';
        const errors = new FieldErrorTree();
        const contentType = file && detectImageType(file.head);
        if (file === undefined) errors.add(['photo'], GALLERY_MESSAGES.noFile);
        else if (file.truncated) errors.add(['photo'], GALLERY_MESSAGES.tooLarge);
        else if (!contentType) errors.add(['photo'], GALLERY_MESSAGES.notImage);
        const name = checkName(
          'name',
          text('name').trim() || baseName(file?.filename ?? '') || 'Photo',
          PHOTO_NAME_MAX,
          errors,
        );
        const rawLibrary = text('library').trim() || 'campaign';
        const library = (['campaign', 'admin'] as const).find((known) => known === rawLibrary);
        if (!library) errors.add(['library'], GALLERY_MESSAGES.badLibrary);
        const rawCategory = text('category').trim();
        let categoryId: number | null = null;
        if (/^\d{1,9}$/.test(rawCategory)) categoryId = Number(rawCategory);
        else if (rawCategory !== '' && rawCategory !== 'null')
          errors.add(['category'], GALLERY_MESSAGES.noCategory(rawCategory));
        if (library) await checkCategory(categoryId, library, errors);
        errors.throwIfAny();

        const photo = await app.audit.logged(auditActorOf(request), async (tx) => {
          const created = await app.repos.gallery.createPhoto(
            { name, library: library!, categoryId, contentType: contentType!, content: { size: file!.size } },
            tx,
          );
          // Inside the transaction: a failed rename leaves no row without its bytes.
          await app.mediaStore.rename(file!.key, galleryPhotoKey(created.id));
          return { result: created, change: photoChange('upload', created, null, created) };
        });
        request.log.info({ photoId: photo.id, size: photo.size, userId: request.user?.id }, 'photo uploaded');
        return reply.code(201).send(toPhotoDto(photo, originOf(request)));
      }
    },
  );

  app.patch(
    '/v1/gallery/photo/:id/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.changePhoto),
      schema: {
        params: IdParams,
        body: PhotoPatchBody,
        response: { 200: PhotoSchema, ...ERROR_RESPONSES, 409: PhotoInUseError },
      },
    },
    async (request) => {
      const before = photoOrNotFound(await app.repos.gallery.findPhoto(request.params.id));
      const errors = new FieldErrorTree();
      const { name, category } = request.body;
      const changes: { name?: string; categoryId?: number | null } = {};
      if (name !== undefined) changes.name = checkName('name', name, PHOTO_NAME_MAX, errors);
      if (category !== undefined) {
        await checkCategory(category, before.library, errors);
        changes.categoryId = category;
      }
      errors.throwIfAny();
      // The address carries the name: where the photo is used, a new name would break it.
      if (changes.name !== undefined && changes.name !== before.name) {
        const refusal = photoInUse('renamed', await app.repos.gallery.photoUsers(before.id));
        if (refusal) throw refusal;
      }
      const photo = await app.audit.logged(auditActorOf(request), async (tx) => {
        const updated = photoOrNotFound(await app.repos.gallery.updatePhoto(before.id, changes, tx));
        return { result: updated, change: photoChange('update', updated, before, updated) };
      });
      request.log.info({ photoId: photo.id, userId: request.user?.id }, 'photo changed');
      return toPhotoDto(photo, originOf(request));
    },
  );

  app.delete(
    '/v1/gallery/photo/:id/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.deletePhoto),
      schema: {
        params: IdParams,
        response: { 204: Type.Null(), ...ERROR_RESPONSES, 409: PhotoInUseError },
      },
    },
    async (request, reply) => {
      const before = photoOrNotFound(await app.repos.gallery.findPhoto(request.params.id));
      await app.audit.logged(auditActorOf(request), async (tx) => {
        const refusal = photoInUse('deleted', await app.repos.gallery.photoUsers(before.id, tx));
        if (refusal) throw refusal;
        if (!(await app.repos.gallery.deletePhoto(before.id, tx))) throw notFound();
        return { result: null, change: photoChange('delete', before, before, null) };
      });
      // After the commit: a refused delete keeps its bytes.
      await app.mediaStore.remove(galleryPhotoKey(before.id));
      request.log.info({ photoId: request.params.id, userId: request.user?.id }, 'photo deleted');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/gallery/category/',
    {
      schema: {
        querystring: CategoryListQuery,
        response: { 200: PageSchema(CategorySchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const library = request.query.library ?? 'campaign';
      return paginate(
        request,
        () => app.repos.gallery.countCategories(library),
        async (page) => (await app.repos.gallery.listCategories(library, page)).map(toCategoryDto),
      );
    },
  );

  /** Saves a category's name, refusing one another category of its library has (in any case). */
  async function saveCategory(id: number | null, rawName: string, library: GalleryLibrary) {
    const errors = new FieldErrorTree();
    const name = checkName('name', rawName, CATEGORY_NAME_MAX, errors);
    errors.throwIfAny();
    const taken = await app.repos.gallery.findCategoryByName(name, library);
    if (taken && taken.id !== id) throw validationError({ name: [GALLERY_MESSAGES.categoryTaken] });
    try {
      return id === null
        ? await app.repos.gallery.createCategory(name, library)
        : await app.repos.gallery.renameCategory(id, name);
    } catch (error) {
      // Another request took the name between the check and the write.
      if (isUniqueViolation(error)) throw validationError({ name: [GALLERY_MESSAGES.categoryTaken] });
      throw error;
    }
  }

  app.post(
    '/v1/gallery/category/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.addGalleryCategory),
      schema: { body: CategoryBody, response: { 201: CategorySchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const category = await saveCategory(null, request.body.name, request.body.library ?? 'campaign');
      if (!category) throw notFound();
      request.log.info({ categoryId: category.id, userId: request.user?.id }, 'gallery category created');
      return reply.code(201).send(toCategoryDto(category));
    },
  );

  app.patch(
    '/v1/gallery/category/:id/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.changeGalleryCategory),
      schema: {
        params: IdParams,
        body: CategoryPatchBody,
        response: { 200: CategorySchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const existing = await app.repos.gallery.findCategory(request.params.id);
      if (!existing) throw notFound();
      const category = await saveCategory(request.params.id, request.body.name, existing.library);
      if (!category) throw notFound();
      request.log.info({ categoryId: category.id, userId: request.user?.id }, 'gallery category renamed');
      return toCategoryDto(category);
    },
  );

  app.delete(
    '/v1/gallery/category/:id/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.deleteGalleryCategory),
      schema: { params: IdParams, response: { 204: Type.Null(), ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      if (!(await app.repos.gallery.deleteCategory(request.params.id))) throw notFound();
      request.log.info(
        { categoryId: request.params.id, userId: request.user?.id },
        'gallery category deleted',
      );
      return reply.code(204).send(null);
    },
  );

  // The login page's image (spec §7 `GET v1/operators/login-image/`, public) is one of the operator's
  // own photos: chosen here from the admin image library, or none.
  app.put(
    '/v1/operators/login-image/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.changeCasinoSettings),
      schema: {
        body: LoginImageBody,
        response: {
          200: LoginImageSchema,
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      const { photo: photoId } = request.body;
      let address: string | null = null;
      if (photoId !== null) {
        const photo = await app.repos.gallery.findPhoto(photoId);
        if (!photo) throw validationError({ photo: [GALLERY_MESSAGES.noPhoto(photoId)] });
        if (photo.library !== 'admin') throw validationError({ photo: [GALLERY_MESSAGES.notAdminPhoto] });
        address = toPhotoDto(photo, originOf(request)).photo;
      }
      await app.audit.logged(auditActorOf(request), async (tx) => {
        const before = (await app.repos.casino.get(tx))?.loginImage ?? null;
        await app.repos.gallery.setLoginImage(address, tx);
        return {
          result: null,
          change: {
            action: 'update',
            resource: 'casino',
            label: 'Login image',
            before: { login_image: before },
            after: { login_image: address },
          },
        };
      });
      return { image: address };
    },
  );
}
