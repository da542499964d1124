import type { RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';
import { pageFromSearch } from '@/features/blog/paging';
import { likeNoteOf } from '@/features/blog/likeNote';

const prefetchPost = prefetchLoader((qc, { params }) =>
  qc.prefetchQuery(publicQueries.post(params.id ?? '')),
);

export const blogRoutes: RouteObject[] = [
  {
    path: 'blog',
    loader: prefetchLoader((qc, { url }) => {
      const page = pageFromSearch(url.searchParams);
      // A value that names no page loads no posts: the page is the site's 404.
      return Promise.all([
        page === null ? null : qc.prefetchQuery(publicQueries.posts(page)),
        qc.prefetchQuery(publicQueries.postCount()),
      ]);
    }),
    lazy: async () => {
      const m = await import('@/features/blog/pages/BlogPage');
      return { Component: m.BlogPage };
    },
  },
  {
    path: 'beitrag/:id',
    loader: async (args) => {
      const redirect = await prefetchPost(args);
      return redirect ?? likeNoteOf(new URL(args.request.url));
    },
    lazy: async () => {
      const m = await import('@/features/blog/pages/PostPage');
      return { Component: m.PostPage };
    },
  },
];
