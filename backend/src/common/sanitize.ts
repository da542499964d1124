import sanitizeHtml from 'sanitize-html';

/**
 * Rich text is sanitized on write with an allowlist (DESIGN section 4): no scripts, event
 * handlers, styles, iframes, forms or javascript: URLs survive.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * Plain text fields keep no markup at all. sanitize-html encodes the text it keeps (`&` → `&amp;`);
 * plain text is escaped where it is rendered, so the entities are turned back into characters.
 */
export function stripTags(text: string): string {
  return decodeEntities(sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })).trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
