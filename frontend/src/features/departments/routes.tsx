import { redirect, type RouteObject } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { prefetchLoader } from '@/api/prefetch';

export const departmentRoutes: RouteObject[] = [
  {
    path: 'abteilung/:name',
    loader: prefetchLoader(async (qc, { params, lang, url }) => {
      const name = params.name ?? '';
      await Promise.all([
        qc.prefetchQuery(publicQueries.department(name)),
        qc.prefetchQuery(publicQueries.departmentPosts(name)),
      ]);
      // Found by its title or another case: one address per department, its name.
      const found = qc.getQueryData(publicQueries.department(name).queryKey);
      return found && found.name !== name
        ? redirect(`/${lang}/abteilung/${encodeURIComponent(found.name)}${url.search}`, 301)
        : null;
    }),
    lazy: async () => {
      const m = await import('./pages/DepartmentPage');
      return { Component: m.DepartmentPage };
    },
  },
  {
    path: 'angebot/:slug',
    loader: prefetchLoader(async (qc, { params, lang }) => {
      const slug = params.slug ?? '';
      await Promise.all([
        qc.prefetchQuery(publicQueries.courses()),
        qc.prefetchQuery(publicQueries.locations()),
      ]);
      // An address by the course's id (a link made before it had a page by name): its own address.
      const courses = qc.getQueryData(publicQueries.courses().queryKey) ?? [];
      const byId = courses.some((c) => c.slug === slug)
        ? null
        : courses.find((c) => c._id === slug);
      return byId ? redirect(`/${lang}/angebot/${byId.slug}`, 301) : null;
    }),
    lazy: async () => {
      const m = await import('./pages/CoursePage');
      return { Component: m.CoursePage };
    },
  },
];
