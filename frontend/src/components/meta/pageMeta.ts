import { createContext } from 'react';

/** What a page tells search engines and link previews (server render: `<head>`; browser: title). */
export interface PageMeta {
  /** The page's own title; the document title becomes "<title> – <club name>". None: club name. */
  title?: string;
  /**
   * The site's name after the title and in link previews: the club's, unless the page is not
   * the club's (the setup page, before there is a club).
   */
  siteName?: string;
  /** Meta description and Open Graph description (plain text, ~160 characters). */
  description?: string;
  /** Preview image: an absolute path on this host (`/uploads/…`) or a URL. */
  image?: string;
  imageAlt?: string;
  /** Open Graph type: a post is an article. */
  type?: 'website' | 'article';
  /** schema.org objects, each written as one JSON-LD script. */
  jsonLd?: Record<string, unknown>[];
  /** Not for search engines (404, login, reset pages). */
  noindex?: boolean;
  /** The HTTP status the server answers the page with (404 for a missing page or post). */
  status?: number;
}

/** Set by the server render only: collects the meta of the page being rendered. */
export interface PageMetaCollector {
  set(meta: PageMeta): void;
}

export const PageMetaContext = createContext<PageMetaCollector | null>(null);
