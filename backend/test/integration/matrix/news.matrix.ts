import { createNews } from '@test/factories/factories';
import { actorUserId } from '@test/integration/matrix/actor-user';
import { allowed, everyone, LOGGED_IN, type MatrixRow } from '@test/integration/matrix/matrix';

/** News: authors delete their own, so each caller deletes a news item they wrote. */
export const NEWS_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/news',
    access: 'news:manage',
    call: (_, c) => c.get('/api/news'),
    expect: allowed(LOGGED_IN),
  },
  {
    route: 'POST /api/news',
    access: 'news:manage',
    call: (_, c) => c.post('/api/news', { title: 'Hallenschließung', text: 'Am Montag zu.' }),
    expect: allowed(LOGGED_IN, 201),
  },
  {
    route: 'DELETE /api/news',
    access: 'news:manage',
    call: async (ctx, c, actor) =>
      c.delete(
        `/api/news?id=${(await createNews(ctx.t.db, { createdBy: actorUserId(ctx, actor) })).id}`,
      ),
    expect: allowed(LOGGED_IN),
  },
  {
    route: 'GET /public/news',
    access: 'public',
    call: (_, c) => c.get('/public/news'),
    expect: everyone(),
  },
];
