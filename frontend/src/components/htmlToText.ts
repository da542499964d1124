/**
 * Plain text of server-sanitized HTML. DOMParser builds an inert document (no scripts run, no
 * images load), so this is safe for display as text without DOMPurify.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
  // Block elements end lines; keep the words of neighbouring paragraphs apart.
  doc.querySelectorAll('p, br, li, div, h1, h2, h3, h4').forEach((el) => el.append(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
