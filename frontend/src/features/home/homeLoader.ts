import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';

/**
 * Spec section 2: "On entry the page loads blog posts, news, courses and homepage sponsors" —
 * and the workshops it shows and the categories of the course filter and cards (/config), so the
 * server render has every section's data (without /config the browser re-drew every course card
 * with the real category names and colours after the page had started).
 */
export const homeLoader = prefetchLoader((qc) =>
  Promise.all([
    qc.prefetchQuery(publicQueries.posts(1)),
    qc.prefetchQuery(publicQueries.news()),
    qc.prefetchQuery(publicQueries.courses()),
    qc.prefetchQuery(publicQueries.config()),
    qc.prefetchQuery(publicQueries.workshops()),
    qc.prefetchQuery(publicQueries.sponsors('homepage')),
    qc.prefetchQuery(publicQueries.text('fsj_teaser')),
    qc.prefetchQuery(publicQueries.text('contact_intro')),
  ]),
);
