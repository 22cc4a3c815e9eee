import sanitizeHtml from 'sanitize-html';

/**
 * What the terms editor may store (spec §5: headers 1–3, bold, italic, underline, lists, links, colour,
 * clear-format): everything else is dropped on write. Links keep only http(s) and mailto targets and
 * open safely; `style` survives only as a colour on span and p.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'b', 'strong', 'i', 'em', 'u', 'ol', 'ul', 'li', 'a', 'span', 'p', 'br'],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'], p: ['style'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {
    span: { color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]{3,20}$/i] },
    p: { color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]{3,20}$/i] },
  },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
      },
    }),
  },
  disallowedTagsMode: 'discard',
};

export function sanitizeTerms(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
