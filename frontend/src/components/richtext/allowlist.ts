import allowlist from '@/components/richtext/allowlist.generated.json';

/**
 * The markup rich text may hold: the server's allowlist (`backend/src/common/sanitize.ts`, which
 * cleans every text on write), written here by `npm run openapi`; `npm run check:api` fails when
 * the copy drifts. The editor offers only these, and the renderer keeps only these, also for text
 * written on this device that the server has not cleaned yet.
 */
export const RICH_TEXT_TAGS: readonly string[] = allowlist.tags;

export const RICH_TEXT_ATTRIBUTES: readonly string[] = [
  ...new Set(Object.values(allowlist.attributes).flat()),
];

/** Link targets the server keeps (no `javascript:`, no protocol-relative `//…`). */
export const RICH_TEXT_PROTOCOLS: readonly string[] = allowlist.protocols;

/** The text of rich text without its markup (lengths, excerpts, diffs). */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[2-4]|\/blockquote)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{2,}/g, '\n')
    .trim();
}
