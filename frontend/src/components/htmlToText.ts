const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) {
    const code = Number.parseInt(name.slice(2), 16);
    return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
  }
  if (name.startsWith('#')) {
    const code = Number.parseInt(name.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[name] ?? entity;
}

/**
 * Plain text of server-sanitized HTML (the server keeps an allowlist of simple tags, no scripts or
 * styles), without a DOM: the server render and the browser print the same text. Block elements
 * and line breaks keep neighbouring words apart.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  return html
    .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(?:p|br|li|div|h[1-6]|ul|ol|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
