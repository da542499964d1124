import { useContext, useEffect } from 'react';
import { PageMetaContext, type PageMeta } from '@/components/meta/pageMeta';
import { siteNameOf, useClub } from '@/components/club/club';

export type { PageMeta } from '@/components/meta/pageMeta';

/** "<page> – <club name>", or the club name alone. */
export function documentTitle(page: string | undefined, club: string): string {
  return page ? `${page} – ${club}` : club;
}

function setMetaContent(selector: string, value: string | undefined): void {
  const element = document.head.querySelector<HTMLMetaElement>(selector);
  if (element && value !== undefined) element.content = value;
}

/**
 * Declares the page's title, description, preview image and structured data. The server render
 * writes them into `<head>` (entry-server.tsx); in the browser the title and descriptions follow
 * client-side navigation. Call it once per page, with data already loaded when there is any.
 */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(PageMetaContext);
  const club = useClub();
  // Server only (the context is null in the browser): the last page to render wins.
  if (collector) collector.set(meta);
  const title = documentTitle(meta.title, meta.siteName ?? siteNameOf(club));
  const { description } = meta;
  useEffect(() => {
    document.title = title;
    setMetaContent('meta[name="description"]', description);
    setMetaContent('meta[property="og:title"]', title);
    setMetaContent('meta[property="og:description"]', description);
  }, [title, description]);
}
