import sanitizeHtml from 'sanitize-html';

/**
 * The markup rich text may hold (DESIGN section 4): no scripts, event handlers, styles, iframes,
 * forms or javascript: URLs survive. `npm run openapi` writes it for the frontend's editor and
 * renderer (frontend/src/components/richtext/allowlist.generated.json; check:api: no drift).
 */
export const RICH_TEXT_ALLOWLIST = {
  tags: [
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
  /** Attributes per tag. */
  attributes: { a: ['href', 'target', 'rel'] },
  /** Link targets (no `javascript:`, no protocol-relative `//…`). */
  protocols: ['http', 'https', 'mailto', 'tel'],
} as const satisfies {
  tags: readonly string[];
  attributes: Record<string, readonly string[]>;
  protocols: readonly string[];
};

/** Rich text is sanitized on write with the allowlist. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWLIST.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ALLOWLIST.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_ALLOWLIST.protocols],
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
