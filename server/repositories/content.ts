import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  campaignInfoOverrides,
  campaignInfoTemplate,
  terms,
  type TermsRow,
  type TextsByLanguage,
} from '../db/schema';
import { likePattern } from '../lib/ordering';
import type { ListRequest } from '../lib/resource';

/** The columns a terms list may be sorted by (`order_by`), and the one that breaks ties. */
export const TERMS_SORTING = {
  fields: { id: terms.id, name: terms.name, created: terms.created, updated: terms.updated },
  tieBreaker: terms.id,
};

export interface TermsFilters {
  isTemplate?: boolean;
  search?: string;
}

export interface TermsInput {
  name: string;
  isTemplate: boolean;
  terms: TextsByLanguage;
}

function whereOf(filters: TermsFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.isTemplate !== undefined) conditions.push(eq(terms.isTemplate, filters.isTemplate));
  const search = filters.search?.trim();
  if (search) conditions.push(ilike(terms.name, likePattern(search)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Terms documents (templates among them), the campaign-info template and campaigns' own campaign info. */
export function createContentRepository(db: Executor) {
  return {
    async countTerms(filters: TermsFilters, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(terms).where(whereOf(filters));
      return row.n;
    },

    listTerms({ filters, page, orderBy }: ListRequest<TermsFilters>, tx: Executor = db): Promise<TermsRow[]> {
      return tx
        .select()
        .from(terms)
        .where(whereOf(filters))
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset);
    },

    /** The terms of `id`; with `isTemplate`, only if the row is (or is not) a template. */
    async findTerms(
      id: number,
      filters: TermsFilters = {},
      tx: Executor = db,
    ): Promise<TermsRow | undefined> {
      const [row] = await tx
        .select()
        .from(terms)
        .where(and(eq(terms.id, id), whereOf(filters)));
      return row;
    },

    async insertTerms(input: TermsInput, creatorId: number, tx: Executor): Promise<TermsRow> {
      const [row] = await tx
        .insert(terms)
        .values({ ...input, creatorId })
        .returning();
      return row;
    },

    async updateTerms(id: number, input: Partial<TermsInput>, tx: Executor): Promise<TermsRow> {
      const [row] = await tx
        .update(terms)
        .set({ ...input, updated: new Date() })
        .where(eq(terms.id, id))
        .returning();
      return row;
    },

    async removeTerms(id: number, tx: Executor): Promise<void> {
      await tx.delete(terms).where(eq(terms.id, id));
    },

    /** The casino's campaign-info template (empty until first saved). */
    async infoTemplate(tx: Executor = db): Promise<{ info: TextsByLanguage; updated: Date | null }> {
      const [row] = await tx.select().from(campaignInfoTemplate).where(eq(campaignInfoTemplate.id, 1));
      return row ? { info: row.info, updated: row.updated } : { info: {}, updated: null };
    },

    async saveInfoTemplate(info: TextsByLanguage, tx: Executor) {
      const updated = new Date();
      await tx
        .insert(campaignInfoTemplate)
        .values({ id: 1, info, updated })
        .onConflictDoUpdate({ target: campaignInfoTemplate.id, set: { info, updated } });
      return { info, updated };
    },

    /** A campaign's own campaign info, if it has one. */
    async infoOverride(campaignId: number, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(campaignInfoOverrides)
        .where(eq(campaignInfoOverrides.campaignId, campaignId));
      return row;
    },

    async saveInfoOverride(campaignId: number, info: TextsByLanguage, tx: Executor) {
      const updated = new Date();
      await tx
        .insert(campaignInfoOverrides)
        .values({ campaignId, info, updated })
        .onConflictDoUpdate({ target: campaignInfoOverrides.campaignId, set: { info, updated } });
    },

    async removeInfoOverride(campaignId: number, tx: Executor): Promise<boolean> {
      const rows = await tx
        .delete(campaignInfoOverrides)
        .where(eq(campaignInfoOverrides.campaignId, campaignId))
        .returning({ id: campaignInfoOverrides.campaignId });
      return rows.length > 0;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
