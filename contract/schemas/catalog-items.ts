import { Type } from '@fastify/type-provider-typebox';
import { DateTimeString, OrNull } from './common';

/** A prize in the catalogue (spec §3 "Catalog item: name, value"), with its currency and image URL. */
export const CatalogItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Money as text with two decimals: "79.90". */
  value: Type.String(),
  currency: Type.String(),
  image: OrNull(Type.String()),
  created: DateTimeString,
  updated: DateTimeString,
});
