import { Type } from '@fastify/type-provider-typebox';

/** `{"detail": "..."}` (401, 403, 404, 429 …). */
export const DetailError = Type.Object({ detail: Type.String(), code: Type.Optional(Type.String()) });

/** DRF field errors: `{"field": ["message"], "non_field_errors": [...]}` (nested for objects and lists). */
export const FieldErrors = Type.Record(Type.String(), Type.Unknown());
