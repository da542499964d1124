import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { PublicCache, type CacheChange } from '@/common/public-cache';

/** A real Fastify server whose one route answers through the cache from a counting loader. */
function setup() {
  const cache = new PublicCache();
  const state = {
    loads: 0,
    data: [{ title: 'Kinderturnen' }] as unknown,
    gate: null as Promise<void> | null,
    handled: 0,
    failWith: null as Error | null,
  };
  const app: FastifyInstance = Fastify();
  app.addHook('onRequest', cache.hook);
  app.get('/public/courses', async (req, reply) => {
    state.handled += 1;
    await cache.send(req, reply, 'courses', async () => {
      state.loads += 1;
      if (state.failWith) throw state.failWith;
      const data = state.data;
      if (state.gate) await state.gate;
      return data;
    });
    return reply;
  });
  return { cache, state, app };
}

describe('PublicCache', () => {
  let ctx: ReturnType<typeof setup>;
  beforeEach(async () => {
    ctx = setup();
    await ctx.app.ready();
  });
  afterEach(() => ctx.app.close());

  it('answers the envelope with a strong ETag and loads only once for repeated reads', async () => {
    const first = await ctx.app.inject({ url: '/public/courses' });
    const second = await ctx.app.inject({ url: '/public/courses' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'OK',
      data: [{ title: 'Kinderturnen' }],
    });
    expect(first.headers.etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(ctx.state.loads).toBe(1);
  });

  it('answers 304 without a body when If-None-Match carries the current ETag', async () => {
    const first = await ctx.app.inject({ url: '/public/courses' });
    const again = await ctx.app.inject({
      url: '/public/courses',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('answers 200 when If-None-Match carries an old ETag', async () => {
    const res = await ctx.app.inject({
      url: '/public/courses',
      headers: { 'if-none-match': '"veraltet"' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('sends the pre-compressed copy to a client that accepts gzip when the body is large', async () => {
    ctx.state.data = Array.from({ length: 100 }, (_, i) => ({ title: `Kurs ${i}` }));
    const gzip = await ctx.app.inject({
      url: '/public/courses',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    const unpacked = JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'));
    expect(unpacked.data).toHaveLength(100);

    const plain = await ctx.app.inject({ url: '/public/courses' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toHaveLength(100);
    expect(plain.headers.etag).toBe(gzip.headers.etag);
    expect(ctx.state.loads).toBe(1);
  });

  it('does not compress a small body even when gzip is accepted', async () => {
    const res = await ctx.app.inject({
      url: '/public/courses',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data).toEqual([{ title: 'Kinderturnen' }]);
  });

  it('reloads after invalidate and changes the ETag when the data changed', async () => {
    const before = await ctx.app.inject({ url: '/public/courses' });
    ctx.state.data = [{ title: 'Seniorengymnastik' }];
    const stale = await ctx.app.inject({ url: '/public/courses' });
    expect(stale.json().data).toEqual([{ title: 'Kinderturnen' }]);

    ctx.cache.invalidate('courses');
    const after = await ctx.app.inject({
      url: '/public/courses',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toEqual([{ title: 'Seniorengymnastik' }]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(ctx.state.loads).toBe(2);
  });

  it('invalidates every key with a prefix and leaves other keys cached', async () => {
    const cache = new PublicCache();
    const loads: string[] = [];
    const app = Fastify();
    app.get('/x/:key', async (req, reply) => {
      const key = (req.params as { key: string }).key;
      await cache.send(req, reply, key, async () => {
        loads.push(key);
        return key;
      });
      return reply;
    });
    await app.ready();
    for (const key of ['page:a', 'page:b', 'list']) await app.inject({ url: `/x/${key}` });
    cache.invalidatePrefix('page:');
    for (const key of ['page:a', 'page:b', 'list']) await app.inject({ url: `/x/${key}` });
    expect(loads).toEqual(['page:a', 'page:b', 'list', 'page:a', 'page:b']);
    await app.close();
  });

  it('keeps the ETag when a reload after invalidate finds the same data', async () => {
    const before = await ctx.app.inject({ url: '/public/courses' });
    ctx.cache.invalidate('courses');
    const after = await ctx.app.inject({
      url: '/public/courses',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(304);
    expect(ctx.state.loads).toBe(2);
  });

  it('does not cache a load that raced an invalidation', async () => {
    let open!: () => void;
    ctx.state.gate = new Promise<void>((resolve) => (open = resolve));
    const racing = ctx.app.inject({ url: '/public/courses' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(ctx.state.loads).toBe(1);

    // A write commits while the read is still loading the old rows.
    ctx.cache.invalidate('courses');
    ctx.state.data = [{ title: 'Neu' }];
    ctx.state.gate = null;
    open();
    expect((await racing).json().data).toEqual([{ title: 'Kinderturnen' }]);

    const next = await ctx.app.inject({ url: '/public/courses' });
    expect(next.json().data).toEqual([{ title: 'Neu' }]);
    expect(ctx.state.loads).toBe(2);
  });

  it('answers a cache hit in the onRequest hook, before routing reaches the handler', async () => {
    await ctx.app.inject({ url: '/public/courses' });
    const hit = await ctx.app.inject({ url: '/public/courses' });
    expect(hit.statusCode).toBe(200);
    expect(hit.json().data).toEqual([{ title: 'Kinderturnen' }]);
    expect(ctx.state.handled).toBe(1);

    const revalidated = await ctx.app.inject({
      url: '/public/courses',
      headers: { 'if-none-match': hit.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(ctx.state.handled).toBe(1);

    ctx.cache.invalidate('courses');
    await ctx.app.inject({ url: '/public/courses' });
    expect(ctx.state.handled).toBe(2);
  });

  it('lets writes and unknown URLs pass the hook untouched', async () => {
    await ctx.app.inject({ url: '/public/courses' });
    expect((await ctx.app.inject({ method: 'POST', url: '/public/courses' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/public/courses?x=1' })).statusCode).toBe(200);
    expect(ctx.state.handled).toBe(2);
  });

  it('answers an address with a query string from the same bytes, and never learns it', async () => {
    await ctx.app.inject({ url: '/public/courses' });
    const before = ctx.cache.storedBytes();
    for (const query of ['a', 'b=1', `x=${'y'.repeat(4000)}`]) {
      const res = await ctx.app.inject({ url: `/public/courses?${query}` });
      expect(res.json().data).toEqual([{ title: 'Kinderturnen' }]);
      expect(ctx.cache.keyForUrl(`/public/courses?${query}`)).toBeUndefined();
    }
    // Each went through the handler (no learnt address), none loaded again, none cost memory.
    expect(ctx.state.handled).toBe(4);
    expect(ctx.state.loads).toBe(1);
    expect(ctx.cache.storedBytes()).toBe(before);
    expect(ctx.cache.keyForUrl('/public/courses')).toBe('courses');
  });

  it('shares one load between concurrent first reads', async () => {
    let open!: () => void;
    ctx.state.gate = new Promise<void>((resolve) => (open = resolve));
    const reads = [1, 2, 3].map(() => ctx.app.inject({ url: '/public/courses' }));
    await new Promise((resolve) => setImmediate(resolve));
    open();
    const results = await Promise.all(reads);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(ctx.state.loads).toBe(1);
  });

  describe('while the database is down', () => {
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });

    it('keeps answering the previous bytes of a key that expired by time', async () => {
      const before = await ctx.app.inject({ url: '/public/courses' });
      ctx.cache.expire('courses');
      ctx.state.failWith = outage;
      const during = await ctx.app.inject({ url: '/public/courses' });
      expect(during.statusCode).toBe(200);
      expect(during.body).toBe(before.body);
      // Served as a hit from then on: no further request waits for the database.
      await ctx.app.inject({ url: '/public/courses' });
      expect(ctx.state.loads).toBe(2);
    });

    it('reloads once the database is back', async () => {
      await ctx.app.inject({ url: '/public/courses' });
      ctx.cache.expire('courses');
      ctx.state.failWith = outage;
      await ctx.app.inject({ url: '/public/courses' });
      ctx.state.failWith = null;
      ctx.state.data = [{ title: 'Eltern-Kind-Turnen' }];
      ctx.cache.expire('courses');
      const after = await ctx.app.inject({ url: '/public/courses' });
      expect(after.json().data).toEqual([{ title: 'Eltern-Kind-Turnen' }]);
    });

    it('never answers old bytes after a write invalidated them, nor for other errors', async () => {
      await ctx.app.inject({ url: '/public/courses' });
      ctx.cache.invalidate('courses');
      ctx.state.failWith = outage;
      expect((await ctx.app.inject({ url: '/public/courses' })).statusCode).toBe(500);

      ctx.state.failWith = null;
      await ctx.app.inject({ url: '/public/courses' });
      ctx.cache.expire('courses');
      ctx.state.failWith = new Error('column does not exist');
      expect((await ctx.app.inject({ url: '/public/courses' })).statusCode).toBe(500);
    });
  });

  describe('several instances', () => {
    it('hands each public change to the others, once, and not the ones it repeats', async () => {
      const sent: CacheChange[] = [];
      ctx.cache.shareChanges((change) => sent.push(change));
      ctx.cache.invalidate('courses');
      ctx.cache.expire('news');
      ctx.cache.invalidatePrefix('department:');
      ctx.cache.applyChange({ op: 'invalidate', keys: ['sponsors'] });
      expect(sent).toEqual([
        { op: 'invalidate', keys: ['courses'] },
        { op: 'expire', keys: ['news'] },
        { op: 'prefix', keys: ['department:'] },
      ]);
    });

    it('repeats another instance’s change: its next read loads the new data', async () => {
      await ctx.app.inject({ url: '/public/courses' });
      ctx.state.data = [{ title: 'Eltern-Kind-Turnen' }];
      ctx.cache.applyChange({ op: 'invalidate', keys: ['courses'] });
      expect((await ctx.app.inject({ url: '/public/courses' })).json().data).toEqual([
        { title: 'Eltern-Kind-Turnen' },
      ]);
      ctx.state.data = [{ title: 'Yoga' }];
      ctx.cache.applyChange({ op: 'prefix', keys: ['cour'] });
      expect((await ctx.app.inject({ url: '/public/courses' })).json().data).toEqual([
        { title: 'Yoga' },
      ]);
      expect(ctx.state.loads).toBe(3);
    });

    it('after a gap everything loads again, and the old bytes still cover an outage', async () => {
      const before = await ctx.app.inject({ url: '/public/courses' });
      ctx.cache.applyChange({ op: 'all' });
      ctx.state.failWith = Object.assign(new Error('connect ECONNREFUSED'), {
        code: 'ECONNREFUSED',
      });
      const during = await ctx.app.inject({ url: '/public/courses' });
      expect(during.body).toBe(before.body);
      expect(ctx.state.loads).toBe(2);
    });

    it('the safety expiry loads again what is older than the limit, and only that', async () => {
      await ctx.app.inject({ url: '/public/courses' });
      ctx.cache.expireOlderThan(60_000, Date.now() + 30_000);
      await ctx.app.inject({ url: '/public/courses' });
      expect(ctx.state.loads).toBe(1);
      ctx.cache.expireOlderThan(60_000, Date.now() + 61_000);
      await ctx.app.inject({ url: '/public/courses' });
      expect(ctx.state.loads).toBe(2);
    });
  });

  describe('text bodies and derived keys', () => {
    function derived() {
      const cache = new PublicCache();
      let loads = 0;
      const app: FastifyInstance = Fastify();
      app.addHook('onRequest', cache.hook);
      app.get('/feed.xml', async (req, reply) => {
        await cache.send(req, reply, 'seo:feed', async () => `<rss n="${++loads}"/>`, {
          contentType: 'application/rss+xml; charset=utf-8',
        });
        return reply;
      });
      cache.addDependents(['seo:feed'], ['public:posts:', 'public:news']);
      return { cache, app, loads: () => loads };
    }

    it('sends a text body as is, with its content type', async () => {
      const d = derived();
      const res = await d.app.inject({ url: '/feed.xml' });
      expect(res.body).toBe('<rss n="1"/>');
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(res.headers.etag).toMatch(/^"[^"]+"$/);
      await d.app.close();
    });

    it('drops a derived key when a source key or prefix is invalidated or expired, cached or not', async () => {
      const d = derived();
      const read = async () => (await d.app.inject({ url: '/feed.xml' })).body;
      expect(await read()).toBe('<rss n="1"/>');
      d.cache.invalidate('public:banners');
      expect(await read()).toBe('<rss n="1"/>');
      // No posts key is cached: the argument alone decides.
      d.cache.invalidate('public:posts:page:1');
      expect(await read()).toBe('<rss n="2"/>');
      d.cache.invalidatePrefix('public:posts:');
      expect(await read()).toBe('<rss n="3"/>');
      d.cache.invalidatePrefix('public:');
      expect(await read()).toBe('<rss n="4"/>');
      d.cache.expire('public:news');
      expect(await read()).toBe('<rss n="5"/>');
      expect(d.loads()).toBe(5);
      await d.app.close();
    });

    it('keeps the headers a text loader answers with its bytes, for hits and 304s alike', async () => {
      const cache = new PublicCache();
      const app: FastifyInstance = Fastify();
      app.addHook('onRequest', cache.hook);
      app.get('/club.ics', async (req, reply) => {
        await cache.send(
          req,
          reply,
          'calendar:club',
          async () => ({
            text: 'BEGIN:VCALENDAR\r\n',
            headers: { 'content-disposition': 'inline; filename="verein.ics"' },
          }),
          { contentType: 'text/calendar; charset=utf-8' },
        );
        return reply;
      });
      const first = await app.inject({ url: '/club.ics' });
      expect(first.body).toBe('BEGIN:VCALENDAR\r\n');
      expect(first.headers['content-disposition']).toBe('inline; filename="verein.ics"');
      // The second read is a hit, answered by the hook.
      const hit = await app.inject({ url: '/club.ics' });
      expect(hit.headers['content-disposition']).toBe('inline; filename="verein.ics"');
      const notModified = await app.inject({
        url: '/club.ics',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(notModified.statusCode).toBe(304);
      await app.close();
    });

    it('drops every key under a dependent prefix, stored or loading, when a source changes', async () => {
      const cache = new PublicCache();
      const loads: Record<string, number> = {};
      let gate: Promise<void> | null = null;
      const app: FastifyInstance = Fastify();
      app.addHook('onRequest', cache.hook);
      app.get('/cal/:id', async (req, reply) => {
        const { id } = req.params as { id: string };
        await cache.send(
          req,
          reply,
          `calendar:${id}`,
          async () => {
            const n = (loads[id] = (loads[id] ?? 0) + 1);
            if (gate) await gate;
            return `${id} ${n}`;
          },
          { contentType: 'text/calendar; charset=utf-8' },
        );
        return reply;
      });
      app.get('/other', async (req, reply) => {
        await cache.send(req, reply, 'other', async () => 'x', { contentType: 'text/plain' });
        return reply;
      });
      cache.addDependentPrefix('calendar:', ['public:courses', 'public:schedule']);
      const read = async (url: string) => (await app.inject({ url })).body;
      expect(await read('/cal/a')).toBe('a 1');
      expect(await read('/cal/b')).toBe('b 1');
      await read('/other');
      cache.invalidate('public:banners');
      expect(await read('/cal/a')).toBe('a 1');
      cache.invalidate('public:schedule');
      expect(await read('/cal/a')).toBe('a 2');
      expect(await read('/cal/b')).toBe('b 2');
      expect(cache.keyForUrl('/other')).toBe('other');
      // A load running while the source changes is answered but not kept.
      let open = () => {};
      gate = new Promise<void>((resolve) => (open = resolve));
      cache.invalidate('public:courses');
      const racing = read('/cal/a');
      await new Promise((resolve) => setTimeout(resolve, 10));
      cache.expire('public:courses');
      gate = null;
      open();
      expect(await racing).toBe('a 3');
      expect(await read('/cal/a')).toBe('a 4');
      await app.close();
    });
  });

  describe('bounded in bytes', () => {
    /** Bytes gzip can hardly shrink, so an entry's two copies are well above its body. */
    const noise = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

    /** JSON entries of a chosen size (`/x/:key`, `a.30000`), a read whose key ignores case, pages. */
    function bounded(maxBytes: number) {
      const cache = new PublicCache();
      cache.limitBytes(maxBytes);
      cache.usePageVariants({
        variantOf: (cookie) => (cookie?.includes('dark') ? 'd' : ''),
        apply: (html, variant) => html.replace('<html>', `<html data-v="${variant}">`),
      });
      const loads: string[] = [];
      const app: FastifyInstance = Fastify();
      app.addHook('onRequest', cache.hook);
      app.get('/x/:key', async (req, reply) => {
        const { key } = req.params as { key: string };
        const size = Number(key.split('.')[1] ?? 100);
        await cache.send(req, reply, key, async () => {
          loads.push(key);
          return noise(size);
        });
        return reply;
      });
      app.get('/dept/:name', async (req, reply) => {
        const { name } = req.params as { name: string };
        await cache.send(req, reply, `dept:${name.toLowerCase()}`, async () => {
          loads.push(`dept:${name.toLowerCase()}`);
          return { name };
        });
        return reply;
      });
      app.get('/page/:name', async (req, reply) => {
        const { name } = req.params as { name: string };
        await cache.sendPage(req, reply, async () => {
          loads.push(`page:${name}`);
          return { status: 200, html: `<html>${noise(20_000)}</html>`, deps: ['x:data'] };
        });
        return reply;
      });
      return { cache, app, loads };
    }

    it('counts the body, its gzip copy and its headers of each entry, and forgets them when it goes', async () => {
      const b = bounded(10 * 1024 * 1024);
      const plain = await b.app.inject({ url: '/x/a.50000' });
      const zipped = await b.app.inject({
        url: '/x/a.50000',
        headers: { 'accept-encoding': 'gzip' },
      });
      const copies = plain.rawPayload.length + zipped.rawPayload.length;
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(b.cache.storedBytes()).toBeGreaterThanOrEqual(copies);
      expect(b.cache.storedBytes()).toBeLessThan(copies + 4096);
      b.cache.invalidate('a.50000');
      expect(b.cache.storedBytes()).toBe(0);
      await b.app.close();
    });

    it('counts a page with its variants, an outage copy once, and each learnt spelling', async () => {
      const b = bounded(10 * 1024 * 1024);
      const zipped = (
        await b.app.inject({ url: '/page/p', headers: { 'accept-encoding': 'gzip' } })
      ).rawPayload.length;
      const page = b.cache.storedBytes();
      expect(page).toBeGreaterThan(20_000 + zipped);
      const dark = await b.app.inject({ url: '/page/p', headers: { cookie: 'theme=dark' } });
      expect(dark.body).toContain('<html data-v="d">');
      expect(b.cache.storedBytes()).toBeGreaterThan(page + 20_000 + zipped);
      expect(b.loads).toEqual(['page:p']);

      // Expired: the same bytes are the outage copy now, counted once (its learnt URL went).
      await b.app.inject({ url: '/x/a.30000' });
      const withData = b.cache.storedBytes();
      b.cache.expire('a.30000');
      expect(withData - b.cache.storedBytes()).toBeGreaterThan(0);
      expect(withData - b.cache.storedBytes()).toBeLessThan(256);

      // A few spellings of one address are learnt, each counted; more are not learnt at all.
      const spellings = ['Turnen', 'turnen', 'TURNEN', 'tUrnen', 'TuRnEn', 'turneN'];
      const sizes: number[] = [];
      for (const name of spellings) {
        await b.app.inject({ url: `/dept/${name}` });
        sizes.push(b.cache.storedBytes());
      }
      expect(b.loads.filter((load) => load === 'dept:turnen')).toHaveLength(1);
      expect(spellings.map((name) => b.cache.keyForUrl(`/dept/${name}`))).toEqual([
        ...Array<string>(4).fill('dept:turnen'),
        undefined,
        undefined,
      ]);
      expect(sizes[1]! - sizes[0]!).toBe(sizes[2]! - sizes[1]!);
      expect(sizes[5]).toBe(sizes[3]);
      await b.app.close();
    });

    it('lets the least recently used entries go past the budget, and keeps what is in use', async () => {
      const b = bounded(200_000);
      const read = (name: string) => b.app.inject({ url: `/x/${name}.30000` });
      // Three entries fit (about 55 kB each: the body and its gzip copy).
      for (const name of ['a', 'b', 'c']) await read(name);
      // A hit makes `a` the most recently used: `b` is the oldest now, and goes for `d`.
      await read('a');
      await read('d');
      expect(b.cache.storedBytes()).toBeLessThanOrEqual(200_000);
      expect(['a', 'b', 'c', 'd'].map((name) => b.cache.keyForUrl(`/x/${name}.30000`))).toEqual([
        'a.30000',
        undefined,
        'c.30000',
        'd.30000',
      ]);
      // What went loads again when it is asked for; what stayed is a hit.
      b.loads.length = 0;
      await read('a');
      await read('b');
      expect(b.loads).toEqual(['b.30000']);
      for (let i = 0; i < 50; i += 1) {
        await read(`k${i}`);
        expect(b.cache.storedBytes()).toBeLessThanOrEqual(200_000);
      }
      await b.app.close();
    });

    it('answers an entry bigger than the whole budget without keeping it', async () => {
      const b = bounded(20_000);
      await b.app.inject({ url: '/x/small.1000' });
      const big = await b.app.inject({ url: '/x/big.50000' });
      expect(big.statusCode).toBe(200);
      expect(big.rawPayload.length).toBeGreaterThan(50_000);
      expect(b.cache.keyForUrl('/x/big.50000')).toBeUndefined();
      expect(b.cache.keyForUrl('/x/small.1000')).toBe('small.1000');
      await b.app.close();
    });

    it('still drops a page evicted and rendered again when its data changes', async () => {
      const b = bounded(100_000);
      await b.app.inject({ url: '/page/p' });
      // Enough other bytes to push the page out, then the page again.
      for (const name of ['a', 'b', 'c']) await b.app.inject({ url: `/x/${name}.30000` });
      expect(b.cache.keptPages()).toEqual([]);
      await b.app.inject({ url: '/page/p' });
      expect(b.cache.keptPages()).toEqual(['/page/p']);
      b.cache.invalidate('x:data');
      expect(b.cache.keptPages()).toEqual([]);
      await b.app.inject({ url: '/page/p' });
      expect(b.loads.filter((load) => load === 'page:p')).toHaveLength(3);
      await b.app.close();
    });

    it('keeps the budget set after start: a lower one lets entries go at once', async () => {
      const b = bounded(10 * 1024 * 1024);
      for (const name of ['a', 'b', 'c', 'd']) await b.app.inject({ url: `/x/${name}.30000` });
      b.cache.limitBytes(100_000);
      expect(b.cache.storedBytes()).toBeLessThanOrEqual(100_000);
      expect(b.cache.keyForUrl('/x/d.30000')).toBe('d.30000');
      expect(b.cache.keyForUrl('/x/a.30000')).toBeUndefined();
      await b.app.close();
    });
  });
});
