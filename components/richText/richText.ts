/** What an editor holds when it holds nothing: Quill's empty line, as markup or as semantic HTML. */
export const EMPTY_EDITOR_HTML = '<p><br></p>';

const NBSP = /&nbsp;|\u00a0/g;

/** Rich text without any text in it (`<p><br></p>`, `<p></p>`, `<h1> </h1>` …) counts as empty. */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(NBSP, ' ')
      .trim() === ''
  );
}

/**
 * The editor's HTML as it is stored: '' when empty. Quill writes every space as `&nbsp;`, which would
 * keep a whole paragraph on one line where the terms are shown; only the extra spaces of a run stay
 * non-breaking.
 */
export function fromEditorHtml(html: string): string {
  if (isRichTextEmpty(html)) return '';
  return html.replace(/(?:&nbsp;)+/g, (run) => `${'&nbsp;'.repeat(run.length / 6 - 1)} `);
}
