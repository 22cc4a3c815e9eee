import { Type, type Static } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import { FieldErrorTree } from '../../lib/field-errors';
import { detectImageType, IMAGE_EXTENSIONS } from '../../lib/images';
import { publicBaseOf } from '../../lib/pagination';
import { resourceRoutes, type ChangeContext } from '../../lib/resource';
import { readMultipart, UPLOAD_MESSAGES, type UploadedFile } from '../../plugins/multipart';
import {
  CATALOG_ITEM_SORTING,
  type CatalogItemInput,
  type CatalogItemRow,
} from '../../repositories/catalog-items';
import { Money, MONEY_PLACES_MESSAGE, moneyText, PlainText } from '../../schemas/common';
import { CatalogItemSchema } from '../../../contract/schemas/catalog-items';

export const CATALOG_NAME_MAX = 150;

export const CATALOG_MESSAGES = {
  blank: 'This field may not be blank.',
  notImage: 'Upload a valid image: a PNG, JPEG, WebP or GIF file.',
  currency: (code: string, allowed: string[]) =>
    `"${code}" is not one of the casino's currencies (${allowed.join(', ')}).`,
  noFile: UPLOAD_MESSAGES.noFile,
} as const;

/**
 * `image` is the uploaded file of a multipart form; in JSON only `null` (remove the image) makes sense,
 * and anything else is refused by `checkedInput`.
 */
const ImageField = Type.Unsafe<UploadedFile | null>({});

const CatalogItemBody = Type.Object({
  name: PlainText({ maxLength: CATALOG_NAME_MAX }),
  value: Money(),
  currency: Type.Optional(PlainText({ maxLength: 3 })),
  image: Type.Optional(ImageField),
});
const CatalogItemPatch = Type.Partial(CatalogItemBody);
type CatalogItemBodyInput = Partial<Static<typeof CatalogItemBody>>;

/** A long-lived URL that changes whenever the image does (its version is the item's update time). */
const imageUrl = (item: CatalogItemRow, request: FastifyRequest) =>
  item.imageType === null
    ? null
    : `${publicBaseOf(request)}/media/catalog-items/${item.id}/${item.updated.getTime()}.${IMAGE_EXTENSIONS[item.imageType]}`;

const toDto = (item: CatalogItemRow, request: FastifyRequest) => ({
  id: item.id,
  name: item.name,
  value: item.value,
  currency: item.currency,
  image: imageUrl(item, request),
  created: item.created.toISOString(),
  updated: item.updated.toISOString(),
});

const isUpload = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).bytes);

/** A multipart form as the body schema sees it: text fields, and the file as `image`. */
async function parseForm(request: FastifyRequest): Promise<unknown> {
  const form = await readMultipart(request, 'image');
  const body: Record<string, unknown> = { ...form.fields };
  if (form.files.image) body.image = form.files.image;
  // An empty `image` field in a form clears the image, as JSON's null does.
  else if (form.fields.image === '') body.image = null;
  return body;
}

/** The prize catalogue (spec §3 "Catalog item: name, value", sent as multipart): prizes with an image. */
export default async function catalogItemRoutes(app: FastifyInstance) {
  async function checkedInput(
    input: CatalogItemBodyInput,
    { tx }: ChangeContext,
    creating: boolean,
  ): Promise<Partial<CatalogItemInput>> {
    const errors = new FieldErrorTree();
    const checked: Partial<CatalogItemInput> = {};
    if (input.name !== undefined) {
      checked.name = input.name.trim();
      if (checked.name === '') errors.add(['name'], CATALOG_MESSAGES.blank);
    }
    if (input.value !== undefined) {
      const value = moneyText(input.value);
      if (value === null) errors.add(['value'], MONEY_PLACES_MESSAGE);
      else checked.value = value;
    }
    const currencies = (await app.repos.casino.get(tx))?.currencies ?? [];
    if (input.currency !== undefined) {
      const currency = input.currency.trim().toUpperCase();
      if (!currencies.includes(currency))
        errors.add(['currency'], CATALOG_MESSAGES.currency(currency, currencies));
      else checked.currency = currency;
    } else if (creating) {
      checked.currency = currencies[0] ?? 'EUR';
    }
    if (input.image !== undefined) {
      if (input.image === null) checked.image = null;
      else if (!isUpload(input.image)) errors.add(['image'], CATALOG_MESSAGES.notImage);
      else {
        const type = detectImageType(input.image.bytes);
        if (type === null) errors.add(['image'], CATALOG_MESSAGES.notImage);
        else checked.image = { bytes: input.image.bytes, type };
      }
    }
    errors.throwIfAny();
    return checked;
  }

  resourceRoutes(app, {
    path: '/v1/prizes/catalog-items/',
    name: 'catalog_item',
    item: CatalogItemSchema,
    toDto,
    label: (item) => item.name,
    // The log shows the image by its size, never its bytes.
    auditView: (item) => ({
      name: item.name,
      value: item.value,
      currency: item.currency,
      image: item.imageType === null ? null : `${item.imageType}, ${item.imageSize} bytes`,
    }),
    permissions: {
      view: PERMISSIONS.viewCatalogItem,
      add: PERMISSIONS.addCatalogItem,
      change: PERMISSIONS.changeCatalogItem,
      delete: PERMISSIONS.deleteCatalogItem,
    },
    ordering: { ...CATALOG_ITEM_SORTING, default: 'name' },
    list: {
      query: Type.Object({ search: Type.Optional(PlainText({ maxLength: 200 })) }),
      filters: (query) => ({ search: query.search }),
    },
    create: { body: CatalogItemBody, parse: parseForm },
    update: { body: CatalogItemPatch, parse: parseForm },
    store: {
      count: (filters) => app.repos.catalogItems.count(filters),
      list: (request) => app.repos.catalogItems.list(request),
      find: (id, tx) => app.repos.catalogItems.find(id, tx),
      create: async (input, context) =>
        app.repos.catalogItems.insert(
          { image: null, ...(await checkedInput(input, context, true)) } as CatalogItemInput,
          context.tx,
        ),
      update: async (before, input, context) =>
        app.repos.catalogItems.update(before.id, await checkedInput(input, context, false), context.tx),
      remove: (item, { tx }) => app.repos.catalogItems.remove(item.id, tx),
    },
  });
}
