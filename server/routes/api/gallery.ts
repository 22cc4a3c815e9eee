import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../../utils/permissions';
import { isUniqueViolation, notFound, validationError } from '../../lib/errors';
import { FieldErrorTree } from '../../lib/field-errors';
import { detectImageType } from '../../lib/images';
import { PageSchema, paginate, requestUrl } from '../../lib/pagination';
import type { PhotoFilters, PhotoRow } from '../../repositories/gallery';
import { IdParams, ERROR_RESPONSES } from '../../schemas/common';
import {
  CATEGORY_NAME_MAX,
  CategoryBody,
  CategorySchema,
  PHOTO_NAME_MAX,
  PhotoListQuery,
  PhotoPatchBody,
  PhotoSchema,
  toCategoryDto,
  toPhotoDto,
} from '../../schemas/gallery';
import { readMultipart, UPLOAD_MESSAGES } from '../../plugins/multipart';
import { auditActorOf } from '../../services/audit';

export const GALLERY_MESSAGES = {
  noFile: 'No file was submitted.',
  notImage: 'Upload a valid image: a PNG, JPEG, WebP or GIF file.',
  tooLarge: UPLOAD_MESSAGES.tooLarge,
  blank: 'This field may not be blank.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  noCategory: (value: unknown) => `Invalid pk "${value}" - object does not exist.`,
  categoryTaken: 'A gallery category with this name already exists.',
  badCategoryFilter: 'Enter a category id, or "none".',
} as const;

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

  const originOf = (request: FastifyRequest) => requestUrl(request).origin;

  /** A category id that must exist (null clears it); its error lands on `category`. */
  async function checkCategory(value: number | null, errors: FieldErrorTree): Promise<void> {
    if (value !== null && !(await app.repos.gallery.findCategory(value)))
      errors.add(['category'], GALLERY_MESSAGES.noCategory(value));
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
      const { category, search } = request.query;
      const filters: PhotoFilters = { search };
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
      const form = await readMultipart(request, 'photo');
      const file = form.files.photo;
      const text = (key: string) =>
        typeof form.fields[key] === 'string' ? (form.fields[key] as string) : '';
      const errors = new FieldErrorTree();
      const contentType = file && detectImageType(file.bytes);
      if (file === undefined) errors.add(['photo'], GALLERY_MESSAGES.noFile);
      else if (!contentType) errors.add(['photo'], GALLERY_MESSAGES.notImage);
      const name = checkName(
        'name',
        text('name').trim() || baseName(file?.filename ?? '') || 'Photo',
        PHOTO_NAME_MAX,
        errors,
      );
      const rawCategory = text('category').trim();
      let categoryId: number | null = null;
      if (/^\d{1,9}$/.test(rawCategory)) categoryId = Number(rawCategory);
      else if (rawCategory !== '' && rawCategory !== 'null')
        errors.add(['category'], GALLERY_MESSAGES.noCategory(rawCategory));
      await checkCategory(categoryId, errors);
      errors.throwIfAny();

      const photo = await app.audit.logged(auditActorOf(request), async (tx) => {
        const created = await app.repos.gallery.createPhoto(
          { name, categoryId, contentType: contentType!, bytes: file!.bytes },
          tx,
        );
        return { result: created, change: photoChange('upload', created, null, created) };
      });
      request.log.info({ photoId: photo.id, size: photo.size, userId: request.user?.id }, 'photo uploaded');
      return reply.code(201).send(toPhotoDto(photo, originOf(request)));
    },
  );

  app.patch(
    '/v1/gallery/photo/:id/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.changePhoto),
      schema: { params: IdParams, body: PhotoPatchBody, response: { 200: PhotoSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const before = photoOrNotFound(await app.repos.gallery.findPhoto(request.params.id));
      const errors = new FieldErrorTree();
      const { name, category } = request.body;
      const changes: { name?: string; categoryId?: number | null } = {};
      if (name !== undefined) changes.name = checkName('name', name, PHOTO_NAME_MAX, errors);
      if (category !== undefined) {
        await checkCategory(category, errors);
        changes.categoryId = category;
      }
      errors.throwIfAny();
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
      schema: { params: IdParams, response: { 204: Type.Null(), ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const before = photoOrNotFound(await app.repos.gallery.findPhoto(request.params.id));
      await app.audit.logged(auditActorOf(request), async (tx) => {
        if (!(await app.repos.gallery.deletePhoto(before.id, tx))) throw notFound();
        return { result: null, change: photoChange('delete', before, before, null) };
      });
      request.log.info({ photoId: request.params.id, userId: request.user?.id }, 'photo deleted');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/gallery/category/',
    {
      schema: {
        querystring: Type.Object({
          limit: Type.Optional(Type.String()),
          offset: Type.Optional(Type.String()),
        }),
        response: { 200: PageSchema(CategorySchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      paginate(
        request,
        () => app.repos.gallery.countCategories(),
        async (page) => (await app.repos.gallery.listCategories(page)).map(toCategoryDto),
      ),
  );

  /** Saves a category's name, refusing one another category has (in any case). */
  async function saveCategory(id: number | null, rawName: string) {
    const errors = new FieldErrorTree();
    const name = checkName('name', rawName, CATEGORY_NAME_MAX, errors);
    errors.throwIfAny();
    const taken = await app.repos.gallery.findCategoryByName(name);
    if (taken && taken.id !== id) throw validationError({ name: [GALLERY_MESSAGES.categoryTaken] });
    try {
      return id === null
        ? await app.repos.gallery.createCategory(name)
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
      const category = await saveCategory(null, request.body.name);
      if (!category) throw notFound();
      request.log.info({ categoryId: category.id, userId: request.user?.id }, 'gallery category created');
      return reply.code(201).send(toCategoryDto(category));
    },
  );

  app.patch(
    '/v1/gallery/category/:id/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.changeGalleryCategory),
      schema: { params: IdParams, body: CategoryBody, response: { 200: CategorySchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      if (!(await app.repos.gallery.findCategory(request.params.id))) throw notFound();
      const category = await saveCategory(request.params.id, request.body.name);
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
}
