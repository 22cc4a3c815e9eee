import { Type, type Static } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import type { TermsRow } from '../../db/schema';
import { FieldErrorTree } from '../../lib/field-errors';
import { resourceRoutes, type ChangeContext } from '../../lib/resource';
import { sanitizedTexts } from '../../lib/rich-texts';
import { TERMS_SORTING, type TermsFilters, type TermsInput } from '../../repositories/content';
import { PlainText } from '../../schemas/common';
import { TermsBody, TermsSchema, TermsTemplateBody as TemplateBody } from '../../../contract/schemas/content';

export const TERMS_MESSAGES = {
  blank: 'This field may not be blank.',
} as const;

const TermsPatch = Type.Partial(TermsBody);
const TemplatePatch = Type.Partial(TemplateBody);

const toDto = (row: TermsRow) => ({
  id: row.id,
  name: row.name,
  is_template: row.isTemplate,
  terms: row.terms,
  created: row.created.toISOString(),
  updated: row.updated.toISOString(),
});

// Spec §9: terms are listed newest first.
const ORDERING = { ...TERMS_SORTING, default: '-id' };

const SearchQuery = { search: Type.Optional(PlainText({ maxLength: 200 })) };

/**
 * Terms and conditions (spec §7): `v1/campaigns/terms/` holds every terms document, with the template
 * flag as a field and a filter; `v1/campaigns/terms-templates/` is the same documents restricted to the
 * templates, which a campaign's terms step starts from, and is where templates are deleted. Reading
 * needs a sign-in (whoever builds a campaign picks a template); changing needs `change_terms_template`.
 */
export default async function termsRoutes(app: FastifyInstance) {
  async function checkedInput(
    input: Partial<Static<typeof TermsBody>>,
    { tx }: ChangeContext,
  ): Promise<Partial<TermsInput>> {
    const errors = new FieldErrorTree();
    const checked: Partial<TermsInput> = {};
    if (input.name !== undefined) {
      checked.name = input.name.trim();
      if (checked.name === '') errors.add(['name'], TERMS_MESSAGES.blank);
    }
    if (input.is_template !== undefined) checked.isTemplate = input.is_template;
    if (input.terms !== undefined) {
      const languages = ((await app.repos.casino.get(tx))?.languages ?? []).map(({ code }) => code);
      checked.terms = sanitizedTexts('terms', input.terms, languages, errors);
    }
    errors.throwIfAny();
    return checked;
  }

  const create = async (input: Static<typeof TermsBody>, context: ChangeContext) =>
    app.repos.content.insertTerms(
      { isTemplate: false, terms: {}, ...(await checkedInput(input, context)) } as TermsInput,
      context.actor.id,
      context.tx,
    );
  const update = async (before: TermsRow, input: Static<typeof TermsPatch>, context: ChangeContext) =>
    app.repos.content.updateTerms(before.id, await checkedInput(input, context), context.tx);
  const change = PERMISSIONS.changeTermsTemplate;

  resourceRoutes(app, {
    path: '/v1/campaigns/terms/',
    name: 'terms',
    item: TermsSchema,
    toDto,
    label: (row) => row.name,
    permissions: { add: change, change },
    ordering: ORDERING,
    list: {
      query: Type.Object({ is_template: Type.Optional(Type.Boolean()), ...SearchQuery }),
      filters: (query): TermsFilters => ({ isTemplate: query.is_template, search: query.search }),
    },
    create: { body: TermsBody },
    update: { body: TermsPatch },
    store: {
      count: (filters) => app.repos.content.countTerms(filters),
      list: (request) => app.repos.content.listTerms(request),
      find: (id, tx) => app.repos.content.findTerms(id, {}, tx),
      create,
      update,
    },
  });

  const templatesOnly = { isTemplate: true };
  resourceRoutes(app, {
    path: '/v1/campaigns/terms-templates/',
    name: 'terms_template',
    item: TermsSchema,
    toDto,
    label: (row) => row.name,
    permissions: { add: change, change, delete: change },
    ordering: ORDERING,
    list: {
      query: Type.Object(SearchQuery),
      filters: (query): TermsFilters => ({ ...templatesOnly, search: query.search }),
    },
    create: { body: TemplateBody },
    update: { body: TemplatePatch },
    store: {
      count: (filters) => app.repos.content.countTerms(filters),
      list: (request) => app.repos.content.listTerms(request),
      find: (id, tx) => app.repos.content.findTerms(id, templatesOnly, tx),
      // Only a template's name and text change here; the flag is what puts it on this list.
      create: (input, context) =>
        create({ name: input.name, terms: input.terms, is_template: true }, context),
      update: (before, input, context) => update(before, { name: input.name, terms: input.terms }, context),
      remove: (row, { tx }) => app.repos.content.removeTerms(row.id, tx),
    },
  });
}
