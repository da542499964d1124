import type { PublicPost } from '@/api/publicQueries';

/** A published post as GET /public/blogPosts returns it. */
export function makePost(n: number, overrides: Partial<PublicPost> = {}): PublicPost {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    article_number: n,
    title: `Beitrag ${n}`,
    text: `<p>Text von Beitrag ${n}</p>`,
    info: 'Abteilung Turnen',
    photoURL: null,
    srcset: null,
    created_at: '2026-11-19T10:00:00.000Z',
    likes: 3,
    views: 10,
    social_media: {},
    category: 'club',
    department: null,
    owner: { name: 'Gabriele Hartmann', photoURL: null },
    ...overrides,
  };
}
