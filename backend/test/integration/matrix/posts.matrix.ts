import { randomUUID } from 'node:crypto';
import { ifMatch } from '@test/utils/http';
import { multipart } from '@test/utils/multipart';
import { pngImage } from '@test/utils/images';
import { createPost } from '@test/factories/factories';
import { actorUserId } from '@test/integration/matrix/actor-user';
import {
  allowed,
  everyone,
  DECIDERS,
  LOGGED_IN,
  MANAGERS,
  type MatrixRow,
} from '@test/integration/matrix/matrix';

/** Blog posts, their likes and views. */
export const POST_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/blogPost',
    access: 'posts:edit',
    call: (_, c) => c.get('/api/blogPost'),
    expect: allowed(LOGGED_IN),
  },
  {
    route: 'POST /api/blogPost',
    access: 'posts:edit',
    call: (_, c) => c.post('/api/blogPost', { title: 'Vereinsfest', text: '<p>Es war schön.</p>' }),
    expect: allowed(LOGGED_IN, 201),
  },
  {
    route: 'PUT /api/blogPost',
    access: 'posts:edit',
    call: async (ctx, c, actor) => {
      const post = await createPost(ctx.t.db, { ownerId: actorUserId(ctx, actor) });
      return c.put('/api/blogPost', { _id: post.id, title: 'Neuer Titel' }, ifMatch(1));
    },
    expect: allowed(LOGGED_IN),
  },
  {
    route: 'POST /api/blogPost/uploadImage/:id',
    access: 'posts:edit',
    // The actor's own post.
    call: async (ctx, c, actor) => {
      const post = await createPost(ctx.t.db, { ownerId: actorUserId(ctx, actor) });
      const { payload, headers } = multipart(await pngImage(64, 48), { filename: 'bericht.png' });
      return c.post(`/api/blogPost/uploadImage/${post.id}`, payload, headers);
    },
    expect: allowed(LOGGED_IN),
  },
  {
    route: 'POST /api/blogPost/block/:id',
    access: 'posts:block',
    call: async (ctx, c) => {
      const post = await createPost(ctx.t.db, { departmentId: ctx.world.department.id });
      return c.post(`/api/blogPost/block/${post.id}`);
    },
    expect: allowed(MANAGERS),
  },
  {
    route: 'DELETE /api/blogPost/:id',
    access: 'posts:delete',
    call: async (ctx, c) => c.delete(`/api/blogPost/${(await createPost(ctx.t.db)).id}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /public/blogPosts/:param',
    access: 'public',
    call: (_, c) => c.get('/public/blogPosts/1'),
    expect: everyone(),
  },
  {
    route: 'GET /public/blogPostsId/:id',
    access: 'public',
    call: async (ctx, c) => c.get(`/public/blogPostsId/${(await createPost(ctx.t.db)).id}`),
    expect: everyone(),
  },
  {
    route: 'GET /public/blogPostsAmount',
    access: 'public',
    call: (_, c) => c.get('/public/blogPostsAmount'),
    expect: everyone(),
  },
  {
    route: 'GET /public/blogPosts/department/:name',
    access: 'public',
    call: (ctx, c) => c.get(`/public/blogPosts/department/${ctx.world.department.name}`),
    expect: everyone(),
  },
  {
    route: 'GET /public/workshops/blogPosts',
    access: 'public',
    call: (_, c) => c.get('/public/workshops/blogPosts'),
    expect: everyone(),
  },
  {
    route: 'POST /public/like/:id',
    access: 'public',
    call: async (ctx, c) =>
      c.post(`/public/like/${(await createPost(ctx.t.db)).id}`, { device_id: randomUUID() }),
    expect: everyone(),
  },
  {
    // A post's like form posted without the app (posts.page.controller.ts).
    route: 'POST /:lang/beitrag/:id',
    access: 'public',
    call: async (ctx) =>
      ctx.t.request({
        method: 'POST',
        url: `/de/beitrag/${(await createPost(ctx.t.db)).id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      }),
    expect: everyone(303),
  },
  {
    route: 'POST /public/blogPost/increment/:id',
    access: 'public',
    call: async (ctx, c) => c.post(`/public/blogPost/increment/${(await createPost(ctx.t.db)).id}`),
    expect: everyone(),
  },
];
