/**
 * A preload for the page's largest image (the `<img fetchPriority="high">` that ResponsiveImage
 * renders with `priority`), so the browser requests it with the HTML's head, ahead of the scripts,
 * instead of when the parser reaches it. The attribute values are already escaped by React.
 */
export function priorityImagePreload(html: string): string {
  const img = /<img\b[^>]*\bfetchPriority="high"[^>]*>/.exec(html)?.[0];
  if (!img) return '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(img)?.[1];
  const src = attribute('src');
  if (!src) return '';
  const srcset = attribute('srcSet');
  const sizes = attribute('sizes');
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}
