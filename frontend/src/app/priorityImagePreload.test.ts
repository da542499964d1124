import { priorityImagePreload } from '@/app/priorityImagePreload';

describe('priorityImagePreload', () => {
  it('preloads the high-priority image with its renditions and sizes', () => {
    const html =
      '<main><img src="/uploads/a.jpg" alt="" loading="lazy"/>' +
      '<img class="x" src="/uploads/b.jpg" srcSet="/uploads/b-320.webp 320w, /uploads/b-640.webp 640w" ' +
      'sizes="(min-width: 1024px) 60vw, 100vw" alt="Turnen &amp; Spiel" loading="eager" fetchPriority="high"/></main>';
    expect(priorityImagePreload(html)).toBe(
      '<link rel="preload" as="image" href="/uploads/b.jpg" ' +
        'imagesrcset="/uploads/b-320.webp 320w, /uploads/b-640.webp 640w" ' +
        'imagesizes="(min-width: 1024px) 60vw, 100vw" fetchpriority="high">',
    );
  });

  it('preloads a plain image without renditions by its source', () => {
    expect(priorityImagePreload('<img src="/logo.png" fetchPriority="high"/>')).toBe(
      '<link rel="preload" as="image" href="/logo.png" fetchpriority="high">',
    );
  });

  it('adds nothing to a page without a high-priority image', () => {
    expect(priorityImagePreload('<img src="/uploads/a.jpg" loading="lazy"/><p>Text</p>')).toBe('');
  });
});
