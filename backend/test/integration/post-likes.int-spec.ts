import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, type Client } from '@test/utils/http';
import { createPost, createWorld } from '@test/factories/factories';
import { postLikes, posts } from '@/db/schema';

type World = Awaited<ReturnType<typeof createWorld>>;

describe('likes and views of blog posts', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  const visitor = () => as(t);
  const like = (id: string, device: string = randomUUID()) =>
    visitor().post(`/public/like/${id}`, { device_id: device });
  const likeFrom = (address: string, id: string, device: string = randomUUID()) =>
    t.request({
      method: 'POST',
      url: `/public/like/${id}`,
      payload: { device_id: device },
      remoteAddress: address,
    });
  const view = (id: string) => visitor().post(`/public/blogPost/increment/${id}`);
  const rowOf = async (id: string) => (await t.db.select().from(posts).where(eq(posts.id, id)))[0]!;
  /** A post made through the API, so the public caches know about it. */
  const newPost = async (title = `Bericht ${randomUUID().slice(0, 6)}`) =>
    (await admin.post('/api/blogPost', { title, text: 'Ein schöner Tag.' })).json().data as {
      _id: string;
    };

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
  });
  afterAll(() => t.close());

  it('counts a replayed like from the same device once', async () => {
    const post = await newPost();
    const device = randomUUID();
    const first = await like(post._id, device);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Danke für dein Like!',
      data: { likes: 1, counted: true },
    });
    const again = await like(post._id, device);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'Du hast diesen Beitrag schon geliked.',
      data: { likes: 1, counted: false },
    });
    expect((await rowOf(post._id)).likes).toBe(1);
  });

  it('counts at most three new likes per address and post, then answers 429 with Retry-After', async () => {
    const post = await newPost();
    const address = '10.2.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await likeFrom(address, post._id)).statusCode);
    const refused = await likeFrom(address, post._id);
    expect(statuses).toEqual([200, 200, 200]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(refused.json().message).toMatch(/Likes für diesen Beitrag/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect((await rowOf(post._id)).likes).toBe(3);
    // Another address, and the same address on another post, still count.
    expect((await likeFrom('10.2.0.2', post._id)).json().data).toMatchObject({ likes: 4 });
    const other = await newPost();
    expect((await likeFrom(address, other._id)).json().data).toMatchObject({ likes: 1 });
  });

  it('counts an IPv6 /64 as one address and a repeated device not against the share', async () => {
    const post = await newPost();
    const device = randomUUID();
    for (let i = 0; i < 3; i++) {
      expect((await likeFrom('2001:db8:1:2::a', post._id, device)).statusCode).toBe(200);
    }
    expect((await rowOf(post._id)).likes).toBe(1);
    expect((await likeFrom('2001:db8:1:2::b', post._id)).statusCode).toBe(200);
    expect((await likeFrom('2001:db8:1:2::c', post._id)).statusCode).toBe(200);
    expect((await likeFrom('2001:db8:1:2:ffff::1', post._id)).statusCode).toBe(429);
    expect((await rowOf(post._id)).likes).toBe(3);
  });

  it('counts concurrent likes from 40 devices exactly', async () => {
    const post = await newPost();
    // 40 visitors, each behind its own address (one address adds at most three likes a post).
    const devices = Array.from({ length: 40 }, (_, i) => ({
      id: randomUUID(),
      address: `10.1.0.${i}`,
    }));
    // Every device twice, all at once: 40 likes, never 80 and never fewer.
    const results = await Promise.all(
      [...devices, ...devices].map((d) => likeFrom(d.address, post._id, d.id)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect((await rowOf(post._id)).likes).toBe(40);
    const rows = await t.db.select().from(postLikes).where(eq(postLikes.postId, post._id));
    expect(rows).toHaveLength(40);
  });

  it('counts 50 concurrent views exactly', async () => {
    const post = await newPost();
    const results = await Promise.all(Array.from({ length: 50 }, () => view(post._id)));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    expect((await rowOf(post._id)).views).toBe(50);
    expect(results.map((r) => r.json().data.views).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('answers a like or view of a blocked, missing or malformed post with 404 and counts nothing', async () => {
    const blocked = await createPost(t.db, { blocked: true, blockedBy: world.admin.id });
    expect((await like(blocked.id)).statusCode).toBe(404);
    expect((await view(blocked.id)).statusCode).toBe(404);
    expect(await rowOf(blocked.id)).toMatchObject({ likes: 0, views: 0 });
    expect(await t.db.select().from(postLikes).where(eq(postLikes.postId, blocked.id))).toEqual([]);
    expect((await like(randomUUID())).statusCode).toBe(404);
    expect((await view('nope')).statusCode).toBe(404);
  });

  it('requires a device id that is a UUID', async () => {
    const post = await newPost();
    const missing = await visitor().post(`/public/like/${post._id}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.device_id).toBe('Die Kennung ist ungültig.');
    expect((await like(post._id, 'mein-handy')).statusCode).toBe(400);
    expect((await rowOf(post._id)).likes).toBe(0);
  });

  it('shows a like in the cached public lists at once', async () => {
    const post = await newPost();
    const before = await visitor().get(`/public/blogPostsId/${post._id}`);
    expect(before.json().data.likes).toBe(0);
    await like(post._id);
    const after = await visitor().get(`/public/blogPostsId/${post._id}`, {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.likes).toBe(1);
  });

  it('does not empty the public cache on every view', async () => {
    const post = await newPost();
    const url = `/public/blogPostsId/${post._id}`;
    // The post was just created (the cache refreshed), so these views wait for the next refresh.
    const cached = await visitor().get(url);
    await view(post._id);
    await view(post._id);
    const still = await visitor().get(url, { 'if-none-match': cached.headers.etag as string });
    expect(still.statusCode).toBe(304);
    expect((await rowOf(post._id)).views).toBe(2);
  });
});

describe('rate limit of likes and views', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers the fourth like of a client within a minute with 429', async () => {
    const post = await createPost(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await as(t).post(`/public/like/${post.id}`, { device_id: randomUUID() });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await t.db.select().from(posts).where(eq(posts.id, post.id)))[0]!.likes).toBe(3);
  });

  it('tells the throttled client when to come back in the standard Retry-After header', async () => {
    const post = await createPost(t.db);
    const view = () =>
      t.request({
        method: 'POST',
        url: `/public/blogPost/increment/${post.id}`,
        remoteAddress: '10.4.0.1',
      });
    for (let i = 0; i < 3; i++) expect((await view()).statusCode).toBe(200);
    const res = await view();
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('answers the fourth view of a client within a minute with 429', async () => {
    const post = await createPost(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await as(t).post(`/public/blogPost/increment/${post.id}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const last = await as(t).post(`/public/blogPost/increment/${post.id}`);
    expect(last.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
  });
});
