import sanitizeHtml from 'sanitize-html';

/** A CSS colour as the editor writes it: `#e60000`, `rgb(230, 0, 0)`, or a colour keyword. */
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]{3,20}$/i];

/** Where the editor puts a colour: on plain text (span), and on bold, italic, underlined or linked text. */
const COLOURED_TAGS = ['span', 'p', 'strong', 'b', 'em', 'i', 'u', 'a'] as const;

/**
 * What the terms editor may store (spec §5: headers 1–3, bold, italic, underline, lists, links, colour,
 * clear-format): everything else is dropped on write. Links keep only http(s) and mailto targets and
 * open safely; `style` survives only as a colour, on the elements the editor colours.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'b', 'strong', 'i', 'em', 'u', 'ol', 'ul', 'li', 'a', 'span', 'p', 'br'],
  allowedAttributes: {
    ...Object.fromEntries(COLOURED_TAGS.map((tag) => [tag, ['style']])),
    a: ['href', 'target', 'rel', 'style'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: Object.fromEntries(COLOURED_TAGS.map((tag) => [tag, { color: COLOUR }])),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
        // Kept for the colour check below: a coloured link keeps its colour.
        ...(attribs.style ? { style: attribs.style } : {}),
      },
    }),
  },
  disallowedTagsMode: 'discard',
};

export function sanitizeTerms(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
