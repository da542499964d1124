import { createNews } from '@test/factories/factories';
import { actorUserId } from '@test/integration/matrix/actor-user';
import { allowed, everyone, LOGGED_IN, type MatrixRow } from '@test/integration/matrix/matrix';
import { ifMatch } from '@test/utils/http';
import { pngImage } from '@test/utils/images';
import { multipart } from '@test/utils/multipart';

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
    route: 'PUT /api/news',
    access: 'news:manage',
    // The actor's own item (someone else's answers 404, see news.int-spec).
    call: async (ctx, c, actor) => {
      const item = await createNews(ctx.t.db, { createdBy: actorUserId(ctx, actor) });
      return c.put('/api/news', { _id: item.id, title: 'Neuer Titel' }, ifMatch(item.version));
    },
    expect: allowed(LOGGED_IN),
  },
  {
    route: 'POST /api/news/uploadImage/:id',
    access: 'news:manage',
    call: async (ctx, c, actor) => {
      const item = await createNews(ctx.t.db, { createdBy: actorUserId(ctx, actor) });
      const { payload, headers } = multipart(await pngImage(64, 48), { filename: 'news.png' });
      return c.post(`/api/news/uploadImage/${item.id}`, payload, headers);
    },
    expect: allowed(LOGGED_IN),
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
