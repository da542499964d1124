import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { RichText } from '@/components/richtext/RichText';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_PROTOCOLS,
  RICH_TEXT_TAGS,
} from '@/components/richtext/allowlist';

const ALLOWED_URI = new RegExp(`^(?:${RICH_TEXT_PROTOCOLS.join('|')}):`, 'i');

// As the server does: every link that survives gets rel="noopener noreferrer".
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') node.setAttribute('rel', 'noopener noreferrer');
});

/** Keeps only the server's allowlist; links open safely in a new tab. */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
}

/**
 * Rich text in the back office: sanitized in the browser (DOMPurify), since text written on this
 * device reaches the screen before the server has cleaned it.
 */
export function SafeRichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <RichText html={clean} className={className} />;
}
