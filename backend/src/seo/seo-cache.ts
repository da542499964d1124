import { PUBLIC_CLUB_KEY } from '@/club/club.service';
import { PUBLIC_COURSES_KEY } from '@/courses/courses.service';
import { PUBLIC_DEPARTMENTS_KEY, PUBLIC_DEPARTMENT_PREFIX } from '@/departments/department-cache';
import { PUBLIC_LOCATIONS_KEY } from '@/locations/locations.service';
import { PUBLIC_NEWS_KEY } from '@/news/news-cache';
import { PUBLIC_POSTS_PREFIX } from '@/posts/post-cache';

/** PublicCache keys of the server-made text files; the sources are the keys they are built from. */
export const SEO_ROBOTS_KEY = 'seo:robots';
export const SEO_SITEMAP_KEY = 'seo:sitemap';
export const SEO_BLOG_FEED_KEY = 'seo:feed:blog';
export const SEO_NEWS_FEED_KEY = 'seo:feed:news';

/**
 * Registered with PublicCache.addDependents: a write that invalidates one of the sources (posts,
 * departments, news, an author's name, the club's name) drops the derived file too.
 */
export const SEO_DEPENDENCIES: { keys: string[]; sources: string[] }[] = [
  {
    keys: [SEO_SITEMAP_KEY],
    sources: [
      PUBLIC_POSTS_PREFIX,
      PUBLIC_DEPARTMENTS_KEY,
      PUBLIC_DEPARTMENT_PREFIX,
      PUBLIC_COURSES_KEY,
      PUBLIC_NEWS_KEY,
      PUBLIC_LOCATIONS_KEY,
    ],
  },
  { keys: [SEO_BLOG_FEED_KEY], sources: [PUBLIC_POSTS_PREFIX, PUBLIC_CLUB_KEY] },
  { keys: [SEO_NEWS_FEED_KEY], sources: [PUBLIC_NEWS_KEY, PUBLIC_CLUB_KEY] },
];
