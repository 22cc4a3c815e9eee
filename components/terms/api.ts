import { createResourceApi } from '@/store/resourceApi';
import type { Terms, TermTemplateInput } from '@/types/content';

const TERMS_PATH = 'v1/campaigns/terms/';

interface TermsListArgs {
  isTemplate?: boolean;
  search?: string;
  limit: number;
  offset: number;
  orderBy?: string;
}

/** Every terms document; templates are listed here with `isTemplate: true` (spec §9: newest first). */
export const termsApi = createResourceApi<Terms, never, never, TermsListArgs>({
  path: TERMS_PATH,
  defaultParams: { orderBy: '-id' },
});

/** Term templates are added, changed and deleted here; the documents' lists show the change too. */
export const termTemplatesApi = createResourceApi<Terms, TermTemplateInput>({
  path: 'v1/campaigns/terms-templates/',
  alsoInvalidates: [TERMS_PATH],
});
