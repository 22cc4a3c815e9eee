import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** What stored rich text may contain when it is shown (the editor's toolbar, spec §5). */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ol',
  'ul',
  'li',
  'a',
  'span',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'style'];

let purifier: Purifier | null = null;

/**
 * A DOMPurify instance of our own (the snackbar's default one stays as it is): styles keep only a
 * colour, and links opening elsewhere cannot reach back to this page.
 */
function getPurifier(): Purifier | null {
  if (typeof window === 'undefined') return null;
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (!(node instanceof HTMLElement)) return;
      if (node.hasAttribute('style')) {
        const colour = node.style.color;
        node.removeAttribute('style');
        if (colour) node.style.color = colour;
      }
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return purifier;
}

/** Stored HTML from the API, sanitised where it is shown (whatever the backend did on write). */
export function sanitizeRichText(html: string): string {
  return getPurifier()?.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR }) ?? '';
}

/** Shows stored rich text, sanitised. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
