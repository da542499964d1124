import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { createDepartment, createPost, createUser, createWorld } from '@test/factories/factories';
import { auditLog, departments, posts } from '@/db/schema';
import { PublicCache } from '@/common/public-cache';

type World = Awaited<ReturnType<typeof createWorld>>;
type PublicPost = { _id: string; title: string; text: string; category: string };

describe('blog posts', () => {
  let t: TestApp;
  let world: World;
  let owner: Client;
  let admin: Client;
  let department: Client;
  let workshop: Client;
  let course: Client;
  const visitor = () => as(t);
  const rowOf = async (id: string) => (await t.db.select().from(posts).where(eq(posts.id, id)))[0];
  const publicIds = async (url: string): Promise<string[]> =>
    (await visitor().get(url)).json().data.map((p: PublicPost) => p._id);

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    owner = as(t, (await t.login(world.owner.email)).token);
    admin = as(t, (await t.login(world.admin.email)).token);
    department = as(t, (await t.login(world.departmentUser.email)).token);
    workshop = as(t, (await t.login(world.workshop.email)).token);
    course = as(t, (await t.login(world.courseUser.email)).token);
  });
  afterAll(() => t.close());

  describe('writing', () => {
    it('publishes a post on save with its author, a sequential article number and social links', async () => {
      const first = await course.post('/api/blogPost', {
        title: 'Kinderturnen beim Stadtfest',
        text: '<p>Unsere Kleinsten zeigten ihr <strong>Können</strong>.</p>',
        info: 'Bericht von Tina',
        social_media: { instagram: 'https://www.instagram.com/tus.musterstadt' },
      });
      expect(first.statusCode).toBe(201);
      const post = first.json().data;
      expect(post).toMatchObject({
        title: 'Kinderturnen beim Stadtfest',
        text: '<p>Unsere Kleinsten zeigten ihr <strong>Können</strong>.</p>',
        info: 'Bericht von Tina',
        likes: 0,
        views: 0,
        blocked: false,
        blocked_by: null,
        category: 'club',
        department: null,
        social_media: { instagram: 'https://www.instagram.com/tus.musterstadt' },
        owner: { _id: world.courseUser.id, name: 'Test course' },
        version: 1,
      });
      const second = (
        await course.post('/api/blogPost', { title: 'Zweiter', text: 'Noch einer.' })
      ).json().data;
      expect(second.article_number).toBe(post.article_number + 1);

      const shown = await visitor().get(`/public/blogPostsId/${post._id}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data).toMatchObject({ _id: post._id, owner: { name: 'Test course' } });
      expect(await publicIds('/public/blogPosts/1')).toContain(post._id);
    });

    it('strips scripts, event handlers, javascript: links, iframes, forms and styles from the text', async () => {
      const res = await course.post('/api/blogPost', {
        title: '<b>Sommerfest</b>',
        text:
          '<p onclick="steal()">Bericht<script>alert(1)</script></p>' +
          '<img src=x onerror="alert(2)">' +
          '<a href="javascript:alert(3)">Link</a>' +
          '<iframe src="https://evil.example"></iframe>' +
          '<form action="https://evil.example"><input name="pw"></form>' +
          '<style>body{display:none}</style><p style="color:red">Ende</p>',
      });
      expect(res.statusCode).toBe(201);
      const { title, text, _id } = res.json().data;
      expect(title).toBe('Sommerfest');
      for (const needle of [
        '<script',
        'alert',
        'onclick',
        'onerror',
        'javascript:',
        '<iframe',
        '<form',
        '<input',
        '<style',
        'style=',
        '<img',
      ]) {
        expect(text).not.toContain(needle);
      }
      expect(text).toContain('Bericht');
      expect(text).toContain('Ende');
      expect((await rowOf(_id))!.text).toBe(text);
    });

    it('refuses a text that is empty once the markup is removed', async () => {
      const res = await course.post('/api/blogPost', {
        title: 'Nur Skript',
        text: '<script>alert("xss")</script>',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({ text: 'Mindestens 3 Zeichen.' });
    });

    it('validates required, short and over-long fields with German messages', async () => {
      const missing = await course.post('/api/blogPost', { text: 'Ein Text.' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details.title).toBe('Dieses Feld wird benötigt.');

      const res = await course.post('/api/blogPost', {
        title: 'x'.repeat(151),
        text: 'ab',
        info: 'i'.repeat(301),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({
        title: 'Höchstens 150 Zeichen.',
        text: 'Mindestens 3 Zeichen.',
        info: 'Höchstens 300 Zeichen.',
      });
      const long = await course.post('/api/blogPost', { title: 'Lang', text: 'y'.repeat(20_001) });
      expect(long.json().details).toEqual({ text: 'Höchstens 20000 Zeichen.' });
    });

    it('accepts only https links for social media and only the known networks and categories', async () => {
      const res = await course.post('/api/blogPost', {
        title: 'Links',
        text: 'Mit Links.',
        social_media: { facebook: 'javascript:alert(1)', twitter: 'http://x.example' },
        category: 'party',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toMatchObject({
        'social_media.facebook': 'Bitte gib eine Adresse ein, die mit https:// beginnt.',
        'social_media.twitter': 'Bitte gib eine Adresse ein, die mit https:// beginnt.',
        category: 'Erlaubt sind: club, department, workshop.',
      });
      const unknown = await course.post('/api/blogPost', {
        title: 'Links',
        text: 'Mit Links.',
        social_media: { tiktok: 'https://tiktok.example' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details['social_media.tiktok']).toBe('Dieses Feld ist nicht erlaubt.');
    });

    it('files a post under a department, and refuses a department post without one', async () => {
      const res = await department.post('/api/blogPost', {
        title: 'Gaumeisterschaft',
        text: 'Drei Titel für die Turnabteilung.',
        department: world.department.id,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        category: 'department',
        department: { _id: world.department.id, name: 'Turnen' },
      });
      const without = await course.post('/api/blogPost', {
        title: 'Ohne',
        text: 'Ohne Abteilung.',
        category: 'department',
      });
      expect(without.statusCode).toBe(400);
      expect(without.json().details.department).toBeDefined();
    });

    it('lets a department user write only for their own department (another one answers 404)', async () => {
      const res = await department.post('/api/blogPost', {
        title: 'Fremd',
        text: 'Für Handball.',
        department: world.other.id,
      });
      expect(res.statusCode).toBe(404);
      expect(await t.db.select().from(posts).where(eq(posts.title, 'Fremd'))).toHaveLength(0);
      const missing = await admin.post('/api/blogPost', {
        title: 'Fehlt',
        text: 'Gibt es nicht.',
        department: randomUUID(),
      });
      expect(missing.statusCode).toBe(404);
    });

    it('updates title, text and social media with If-Match and answers a stale version with 412', async () => {
      const post = await createPost(t.db, { ownerId: world.courseUser.id });
      const updated = await course.put(
        '/api/blogPost',
        {
          _id: post.id,
          title: 'Neuer Titel',
          text: '<p>Neuer Text<script>x()</script></p>',
          social_media: { facebook: 'https://facebook.com/tus' },
        },
        ifMatch(1),
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data).toMatchObject({
        title: 'Neuer Titel',
        text: '<p>Neuer Text</p>',
        social_media: { facebook: 'https://facebook.com/tus' },
        version: 2,
      });

      const stale = await course.put('/api/blogPost', { _id: post.id, title: 'Alt' }, ifMatch(1));
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toMatchObject({
        code: 'VERSION_CONFLICT',
        data: { _id: post.id, title: 'Neuer Titel', version: 2 },
      });
      const noVersion = await course.put('/api/blogPost', { _id: post.id, title: 'Ohne' });
      expect(noVersion.statusCode).toBe(428);
      expect((await rowOf(post.id))!.title).toBe('Neuer Titel');
    });
    it('clears the info line with null (an empty text would break its three-character rule)', async () => {
      const post = await createPost(t.db, { ownerId: world.courseUser.id });
      const withInfo = await course.put(
        '/api/blogPost',
        { _id: post.id, info: 'Bericht von Tina' },
        ifMatch(1),
      );
      expect(withInfo.json().data).toMatchObject({ info: 'Bericht von Tina', version: 2 });

      const cleared = await course.put('/api/blogPost', { _id: post.id, info: null }, ifMatch(2));
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().data).toMatchObject({ info: '', title: post.title, version: 3 });
      expect((await rowOf(post.id))!.info).toBe('');

      const created = await course.post('/api/blogPost', {
        title: 'Ohne Info',
        text: 'Ein Text.',
        info: null,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().data.info).toBe('');
    });
  });

  describe('row rules', () => {
    it("answers a course user editing another user's post with 404 and leaves it unchanged", async () => {
      const post = await createPost(t.db, { ownerId: world.workshop.id, title: 'Vom Workshop' });
      const forbidden = await course.put(
        '/api/blogPost',
        { _id: post.id, title: 'Übernommen' },
        ifMatch(1),
      );
      const missing = await course.put(
        '/api/blogPost',
        { _id: randomUUID(), title: 'Übernommen' },
        ifMatch(1),
      );
      expect(forbidden.statusCode).toBe(404);
      expect(forbidden.json()).toEqual(missing.json());
      expect(await rowOf(post.id)).toEqual(post);
    });

    it("answers a department user editing another department's post with 404 and leaves it unchanged", async () => {
      const post = await createPost(t.db, {
        ownerId: world.admin.id,
        departmentId: world.other.id,
        category: 'department',
      });
      const res = await department.put(
        '/api/blogPost',
        { _id: post.id, text: 'Überschrieben.' },
        ifMatch(1),
      );
      expect(res.statusCode).toBe(404);
      expect(await rowOf(post.id)).toEqual(post);
    });

    it("lets a department user edit another author's post of their own department", async () => {
      const post = await createPost(t.db, {
        ownerId: world.courseUser.id,
        departmentId: world.department.id,
        category: 'department',
      });
      const res = await department.put(
        '/api/blogPost',
        { _id: post.id, info: 'Ergänzt von der Abteilungsleitung' },
        ifMatch(1),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.owner._id).toBe(world.courseUser.id);
    });

    it('does not let a workshop user block a post (404, row unchanged)', async () => {
      const post = await createPost(t.db, { ownerId: world.workshop.id });
      const res = await workshop.post(`/api/blogPost/block/${post.id}`);
      expect(res.statusCode).toBe(404);
      expect(await rowOf(post.id)).toEqual(post);
    });

    it("does not let a department user block another department's post (404, row unchanged)", async () => {
      const post = await createPost(t.db, { departmentId: world.other.id, category: 'department' });
      const res = await department.post(`/api/blogPost/block/${post.id}`);
      expect(res.statusCode).toBe(404);
      expect(await rowOf(post.id)).toEqual(post);
    });

    it('does not let a department user delete a post, not even their own (404, row kept)', async () => {
      const post = await createPost(t.db, {
        ownerId: world.departmentUser.id,
        departmentId: world.department.id,
      });
      const res = await department.delete(`/api/blogPost/${post.id}`);
      expect(res.statusCode).toBe(404);
      expect(await rowOf(post.id)).toEqual(post);
    });

    it('lists for a course user only their own posts, for admin all', async () => {
      const mine = await createPost(t.db, { ownerId: world.courseUser.id });
      const theirs = await createPost(t.db, { ownerId: world.admin.id });
      const ids = async (c: Client) =>
        (await c.get('/api/blogPost?limit=100'))
          .json()
          .data.items.map((p: { _id: string }) => p._id);
      const courseIds = await ids(course);
      expect(courseIds).toContain(mine.id);
      expect(courseIds).not.toContain(theirs.id);
      expect(await ids(admin)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    });
  });

  describe('staff list', () => {
    it('pages and sorts by an allowlisted field', async () => {
      const page = await admin.get('/api/blogPost?page=1&limit=2&sort=title&order=asc');
      expect(page.statusCode).toBe(200);
      const { items, total, limit } = page.json().data;
      expect(limit).toBe(2);
      expect(items).toHaveLength(2);
      expect(total).toBeGreaterThan(2);
      expect(items[0].title.localeCompare(items[1].title)).toBeLessThanOrEqual(0);
    });

    it('refuses an unknown sort field, an over-large page size and unknown parameters', async () => {
      const sort = await admin.get('/api/blogPost?sort=password');
      expect(sort.statusCode).toBe(400);
      expect(sort.json().details.sort).toBe(
        'Erlaubt sind: created_at, title, likes, views, article_number.',
      );
      const limit = await admin.get('/api/blogPost?limit=101');
      expect(limit.json().details.limit).toBe('Höchstens 100 Einträge pro Seite.');
      expect((await admin.get('/api/blogPost?owner=1')).statusCode).toBe(400);
    });
  });

  describe('blocking and deleting', () => {
    it('blocks a post with the blocker named, hides it from every public list, and unblocks it', async () => {
      const post = await createPost(t.db, {
        ownerId: world.courseUser.id,
        departmentId: world.department.id,
        category: 'workshop',
      });
      const urls = [
        '/public/blogPosts/1',
        '/public/blogPosts/department/Turnen',
        '/public/workshops/blogPosts',
      ];
      for (const url of urls) expect(await publicIds(url)).toContain(post.id);
      const countBefore = (await visitor().get('/public/blogPostsAmount')).json().data.count;

      const blocked = await department.post(`/api/blogPost/block/${post.id}`);
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json()).toMatchObject({
        message: 'Der Beitrag wurde gesperrt.',
        data: {
          blocked: true,
          blocked_by: { _id: world.departmentUser.id, name: 'Test department' },
        },
      });
      for (const url of urls) expect(await publicIds(url)).not.toContain(post.id);
      expect((await visitor().get(`/public/blogPostsId/${post.id}`)).statusCode).toBe(404);
      expect((await visitor().get('/public/blogPostsAmount')).json().data.count).toBe(
        countBefore - 1,
      );
      // The author still sees it in the account area, with the marker.
      const own = (await course.get('/api/blogPost?limit=100')).json().data.items;
      expect(own.find((p: { _id: string }) => p._id === post.id)).toMatchObject({
        blocked: true,
        blocked_by: { name: 'Test department' },
      });

      const unblocked = await owner.post(`/api/blogPost/block/${post.id}`);
      expect(unblocked.json().data).toMatchObject({ blocked: false, blocked_by: null });
      for (const url of urls) expect(await publicIds(url)).toContain(post.id);

      const entries = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'post'), eq(auditLog.entityId, post.id)));
      expect(entries.map((e) => [e.action, e.actorId])).toEqual(
        expect.arrayContaining([
          ['block', world.departmentUser.id],
          ['unblock', world.owner.id],
        ]),
      );
    });

    it('blocking does not bump the version, so the author’s queued edit still applies', async () => {
      const post = await createPost(t.db, { ownerId: world.courseUser.id });
      await admin.post(`/api/blogPost/block/${post.id}`);
      const res = await course.put('/api/blogPost', { _id: post.id, title: 'Offline' }, ifMatch(1));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.blocked).toBe(true);
    });

    it('deletes a post as admin, records it, and the public no longer finds it', async () => {
      const post = await createPost(t.db);
      expect(await publicIds('/public/blogPosts/1')).toContain(post.id);
      const res = await admin.delete(`/api/blogPost/${post.id}`);
      expect(res.statusCode).toBe(200);
      expect(await rowOf(post.id)).toBeUndefined();
      expect(await publicIds('/public/blogPosts/1')).not.toContain(post.id);
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, post.id));
      expect(entry).toMatchObject({
        action: 'delete',
        entityType: 'post',
        actorId: world.admin.id,
      });
      expect((await admin.delete(`/api/blogPost/${post.id}`)).statusCode).toBe(404);
    });

    it('keeps the posts of a deleted department, without the department', async () => {
      const gone = await createDepartment(t.db, { name: 'Boule' });
      const post = await createPost(t.db, { departmentId: gone.id, category: 'department' });
      await t.db.delete(departments).where(eq(departments.id, gone.id));
      expect((await rowOf(post.id))!.departmentId).toBeNull();
      expect(
        (await visitor().get(`/public/blogPostsId/${post.id}`)).json().data.department,
      ).toBeNull();
    });
  });

  describe('public reads', () => {
    it('shows a renamed department and a renamed author in the cached post at once', async () => {
      const dept = await createDepartment(t.db, { name: 'Tischtennis', title: 'Tischtennis' });
      const author = await createUser(t.db, { roles: ['course'], firstname: 'Alt' });
      const post = await createPost(t.db, {
        departmentId: dept.id,
        category: 'department',
        ownerId: author.id,
      });
      const read = async () => (await visitor().get(`/public/blogPostsId/${post.id}`)).json().data;
      expect((await read()).department.title).toBe('Tischtennis');
      expect((await read()).owner.name).toMatch(/^Alt /);

      const renamed = await admin.put(
        '/api/departments',
        { _id: dept.id, title: 'Tischtennis & Badminton' },
        ifMatch(dept.version),
      );
      expect(renamed.statusCode).toBe(200);
      expect((await read()).department.title).toBe('Tischtennis & Badminton');

      const edited = await admin.put(
        '/api/users',
        { _id: author.id, email: author.email, firstname: 'Neu', lastname: author.lastname },
        ifMatch(author.version),
      );
      expect(edited.statusCode).toBe(200);
      expect((await read()).owner.name).toMatch(/^Neu /);
    });

    it('shows no private fields', async () => {
      const post = await createPost(t.db, { ownerId: world.courseUser.id });
      const shown = (await visitor().get(`/public/blogPostsId/${post.id}`)).json().data;
      expect(Object.keys(shown).sort()).toEqual(
        [
          '_id',
          'article_number',
          'category',
          'created_at',
          'department',
          'info',
          'likes',
          'owner',
          'photoURL',
          'social_media',
          'srcset',
          'text',
          'title',
          'views',
        ].sort(),
      );
      expect(shown.owner).toEqual({ name: 'Test course', photoURL: null });
    });

    it('pages newest first, ten per page, and answers 304 to a matching ETag', async () => {
      // Through the API, so each new post also refreshes the cached first page.
      for (let i = 0; i < 11; i++) {
        await course.post('/api/blogPost', { title: `Serie ${i}`, text: 'Teil einer Serie.' });
      }
      const first = await visitor().get('/public/blogPosts/1');
      const page1: PublicPost[] = first.json().data;
      expect(page1.map((p) => p.title)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Serie ${10 - i}`),
      );
      const page2: PublicPost[] = (await visitor().get('/public/blogPosts/2')).json().data;
      expect(page2.map((p) => p._id)).not.toContain(page1[0]!._id);
      const times = page1.map((p) => (p as unknown as { created_at: string }).created_at);
      expect(times).toEqual([...times].sort().reverse());
      const again = await visitor().get('/public/blogPosts/1', {
        'if-none-match': first.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
    });

    it('refuses a page that is not a whole number from 1 to 500', async () => {
      for (const page of ['0', 'abc', '501', '1.5']) {
        const res = await visitor().get(`/public/blogPosts/${page}`);
        expect({ page, status: res.statusCode }).toEqual({ page, status: 400 });
      }
    });

    it('answers 404 past the last page and for a page number spelled another way, keeping neither', async () => {
      const cache = t.app.get(PublicCache);
      const total: number = (await visitor().get('/public/blogPostsAmount')).json().data.count;
      const last = Math.max(1, Math.ceil(total / 10));
      expect((await visitor().get(`/public/blogPosts/${last}`)).statusCode).toBe(200);
      for (const url of [
        `/public/blogPosts/${last + 1}`,
        '/public/blogPosts/500',
        '/public/blogPosts/01',
        `/public/blogPosts/00${last}`,
      ]) {
        const res = await visitor().get(url);
        expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
          url,
          status: 404,
          code: 'NOT_FOUND',
        });
        expect(cache.keyForUrl(url)).toBeUndefined();
      }
    });

    it('answers a post id in capitals with 404: one spelling per post in the cache', async () => {
      const post = await createPost(t.db);
      expect((await visitor().get(`/public/blogPostsId/${post.id}`)).statusCode).toBe(200);
      const upper = await visitor().get(`/public/blogPostsId/${post.id.toUpperCase()}`);
      expect(upper.statusCode).toBe(404);
    });

    it('lists by department name and answers an unknown department with 404', async () => {
      const post = await createPost(t.db, { departmentId: world.other.id, category: 'department' });
      expect(await publicIds('/public/blogPosts/department/handball')).toContain(post.id);
      expect(await publicIds('/public/blogPosts/department/Turnen')).not.toContain(post.id);
      expect((await visitor().get('/public/blogPosts/department/Gibtsnicht')).statusCode).toBe(404);
    });

    it('lists only workshop posts under /public/workshops/blogPosts', async () => {
      const wpost = await createPost(t.db, { category: 'workshop' });
      const club = await createPost(t.db, { category: 'club' });
      const ids = await publicIds('/public/workshops/blogPosts');
      expect(ids).toContain(wpost.id);
      expect(ids).not.toContain(club.id);
    });

    it('answers a malformed or missing post id with 404', async () => {
      expect((await visitor().get('/public/blogPostsId/nope')).statusCode).toBe(404);
      expect((await visitor().get(`/public/blogPostsId/${randomUUID()}`)).statusCode).toBe(404);
    });
  });
});
