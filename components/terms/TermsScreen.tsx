import { useRouter } from 'next/router';
import * as yup from 'yup';

import { FormikTextField } from '@/components/forms/FormikTextField';
import { ResourceFormScreen } from '@/components/kit/ResourceFormScreen';
import { listPageData } from '@/components/kit/listPageData';
import { recordPageData } from '@/components/kit/pageData';
import { ResourceListScreen } from '@/components/kit/ResourceListScreen';
import type { Column } from '@/components/lists/DataTable';
import { LanguageTextsField } from '@/components/richText/LanguageTextsField';
import { isRichTextEmpty } from '@/components/richText/richText';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { defineList, type ListQuery } from '@/hooks/useListParams';
import { selectLanguages } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import type { PageDataLoader } from '@/store/pageData';
import type { Language } from '@/types/api';
import type { Terms, TermTemplateInput, TextsByLanguage } from '@/types/content';
import { PERMISSIONS } from '@/utils/permissions';
import { queryId, queryString } from '@/utils/query';
import { routes } from '@/utils/routes';
import { termsApi, termTemplatesApi } from './api';

const NAME_MAX = 150;

const TEMPLATE_LIST = defineList({
  filters: { search: '' },
  // Spec §9: terms are listed newest first.
  sort: { fields: ['id', 'name', 'updated'], default: '-id' },
});

/** Spec §9: the terms list asks for the templates (`isTemplate`) newest first. */
const templateListArgs = (query: ListQuery<{ search: string }>) => ({ ...query, isTemplate: true });
const useTemplateList = (query: ListQuery<{ search: string }>, options: { skip: boolean }) =>
  termsApi.useListQuery(templateListArgs(query), options);

const templateListData = listPageData(TEMPLATE_LIST, (query) =>
  termsApi.initiateList(templateListArgs(query)),
);
const templateData = recordPageData('edit', termsApi.initiateGet, { optional: true });
/** The list's first page comes with the page's HTML; a template to edit (`?edit=12`) must exist (else 404). */
export const termsPageData: PageDataLoader = (query) =>
  query.edit === undefined ? templateListData(query) : templateData(query);

/** A template is loaded through the documents' path and saved through the templates' one (spec §7). */
const templateFormApi = {
  useGetQuery: termsApi.useGetQuery,
  useCreateMutation: termTemplatesApi.useCreateMutation,
  useUpdateMutation: termTemplatesApi.useUpdateMutation,
};

/** The languages a template has text in, in the casino's order. */
export function languagesWithText(terms: TextsByLanguage, languages: readonly Language[]): string {
  const named = languages.filter(({ code }) => !isRichTextEmpty(terms[code])).map(({ name }) => name);
  return named.length > 0 ? named.join(', ') : 'No text yet';
}

const schema = yup.object({
  name: yup.string().trim().max(NAME_MAX, `Use at most ${NAME_MAX} characters.`).required('Enter a name.'),
  terms: yup.object<TextsByLanguage>().required(),
});
type Values = { name: string; terms: TextsByLanguage };

/** Only the languages with text are sent: an emptied editor removes that language's terms. */
export function templateBody(values: Values, languages: readonly Language[]): TermTemplateInput {
  return {
    name: values.name.trim(),
    terms: Object.fromEntries(
      languages
        .map(({ code }) => [code, values.terms[code] ?? ''] as const)
        .filter(([, html]) => !isRichTextEmpty(html)),
    ),
  };
}

function TemplateForm({ id }: { id: number | 'new' }) {
  const languages = useAppSelector(selectLanguages);
  return (
    <ResourceFormScreen<Terms, Values, TermTemplateInput>
      id={id}
      api={templateFormApi}
      noun="term template"
      title={(template) => template?.name ?? 'Add term template'}
      backHref={routes.terms()}
      schema={schema}
      initialValues={(template) => ({
        name: template?.name ?? '',
        terms: Object.fromEntries(languages.map(({ code }) => [code, template?.terms[code] ?? ''])),
      })}
      toBody={(values) => templateBody(values, languages)}
      redirectTo={() => routes.terms()}
    >
      {() => (
        <>
          <FormikTextField name="name" label="Name" maxLength={NAME_MAX} autoComplete="off" />
          {languages.length === 0 ? (
            <p>The casino has no languages set up, so a template can have no text yet.</p>
          ) : (
            <LanguageTextsField name="terms" noun="Terms" languages={languages} />
          )}
        </>
      )}
    </ResourceFormScreen>
  );
}

/**
 * Spec §2 /terms: the term templates a campaign's terms step can start from, newest first. Adding and
 * editing happen on the same address (`?edit=new`, `?edit=12`), as the spec has no routes for them.
 */
export function TermsScreen() {
  const router = useRouter();
  const languages = useAppSelector(selectLanguages);
  const formatDate = useDateTimeFormat();
  const editing = queryString(router.query.edit) === 'new' ? 'new' : queryId(router.query.edit);
  if (editing !== undefined) return <TemplateForm key={editing} id={editing} />;

  const columns: Column<Terms>[] = [
    { key: 'name', header: 'Name', rowHeader: true, sortField: 'name', cell: (terms) => terms.name },
    {
      key: 'languages',
      header: 'Languages',
      cell: (terms) => languagesWithText(terms.terms, languages),
    },
    {
      key: 'updated',
      header: 'Last changed',
      sortField: 'updated',
      cell: (terms) => <time dateTime={terms.updated}>{formatDate(terms.updated)}</time>,
    },
  ];

  return (
    <ResourceListScreen
      title="Terms and conditions"
      description="Term templates: a campaign's terms step can start from one and change it for that campaign."
      list={TEMPLATE_LIST}
      useListQuery={useTemplateList}
      columns={columns}
      filters={[{ name: 'search', label: 'Search', type: 'search', placeholder: 'Template name' }]}
      create={{
        label: 'Add term template',
        href: routes.termTemplate('new'),
        permissions: [PERMISSIONS.changeTermsTemplate],
      }}
      rowActions={(terms) => (
        <ButtonLink variant="ghost" href={routes.termTemplate(terms.id)} aria-label={`Edit ${terms.name}`}>
          Edit
        </ButtonLink>
      )}
      remove={{
        useDeleteMutation: termTemplatesApi.useDeleteMutation,
        permissions: [PERMISSIONS.changeTermsTemplate],
        name: (terms) => terms.name,
        consequence: () => 'Campaigns that started from it keep their own copy of the terms.',
      }}
      emptyMessage="No term templates yet"
    />
  );
}
