import type { TextsByLanguage } from '../db/schema';
import type { FieldErrorTree } from './field-errors';
import { sanitizeTerms } from './html';

export const RICH_TEXT_MESSAGES = {
  unknownLanguage: (code: string) => `"${code}" is not one of the casino's languages.`,
} as const;

/** Markup without a word in it (an editor's empty `<p><br /></p>`) holds no text. */
const isTextless = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim() === '';

/**
 * The texts of the casino's languages, sanitised (spec §5's formats only); a language whose text is
 * empty once sanitised is left out, and an unknown language is an error on `[field, code]`.
 */
export function sanitizedTexts(
  field: string,
  texts: Record<string, string>,
  languages: readonly string[],
  errors: FieldErrorTree,
): TextsByLanguage {
  const result: TextsByLanguage = {};
  for (const [code, html] of Object.entries(texts)) {
    if (!languages.includes(code)) {
      errors.add([field, code], RICH_TEXT_MESSAGES.unknownLanguage(code));
      continue;
    }
    const clean = sanitizeTerms(html).trim();
    if (!isTextless(clean)) result[code] = clean;
  }
  return result;
}
