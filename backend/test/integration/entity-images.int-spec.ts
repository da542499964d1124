import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { courses, departments, news, posts, sponsors, users, workshops } from '@/db/schema';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, type Client } from '@test/utils/http';
import { multipart } from '@test/utils/multipart';
import { jpegWithGps, pngImage } from '@test/utils/images';
import {
  createCourse,
  createDepartment,
  createNews,
  createPost,
  createSponsor,
  createUser,
  createWorkshop,
  createWorld,
} from '@test/factories/factories';

type World = Awaited<ReturnType<typeof createWorld>>;
/** What a test compares of a row: its image URL and version (and the whole row). */
type Row = { version: number; url: string | null; all: unknown };

/** An HTML page that calls itself a PNG. */
const DISGUISED = Buffer.from('<!doctype html><script>alert(1)</script><p>Hallo</p>');

/** The image endpoints of the entities (locations: files.int-spec.ts). */
describe('image uploads of courses, workshops, departments, blog posts and sponsors', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  let trainer: Client;
  let departmentUser: Client;
  let workshopUser: Client;

  const stored = () => readdirSync(t.config.uploadDir).filter((name) => !name.startsWith('.'));
  /** The four stored names of an uploaded image URL (original + three WebP renditions). */
  const filesOf = (url: string) => {
    const id = url.slice('/uploads/'.length, url.lastIndexOf('.'));
    return stored().filter((name) => name.startsWith(id));
  };
  const send = (client: Client, path: string, file: Buffer, filename = 'bild.png') => {
    const { payload, headers } = multipart(file, { filename, contentType: 'image/png' });
    return client.post(path, payload, headers);
  };
  const publicList = async (path: string) =>
    (await as(t).get(path)).json().data as { _id: string; photoURL: string | null }[];

  const rows = {
    course: async (id: string): Promise<Row> => {
      const [r] = await t.db.select().from(courses).where(eq(courses.id, id));
      return { version: r!.version, url: r!.photoUrl, all: r };
    },
    workshop: async (id: string): Promise<Row> => {
      const [r] = await t.db.select().from(workshops).where(eq(workshops.id, id));
      return { version: r!.version, url: r!.photoUrl, all: r };
    },
    departmentPhoto: async (id: string): Promise<Row> => {
      const [r] = await t.db.select().from(departments).where(eq(departments.id, id));
      return { version: r!.version, url: r!.photoUrl, all: r };
    },
    departmentIcon: async (id: string): Promise<Row> => {
      const [r] = await t.db.select().from(departments).where(eq(departments.id, id));
      return { version: r!.version, url: r!.iconUrl, all: r };
    },
    post: async (id: string): Promise<Row> => {
      const [r] = await t.db.select().from(posts).where(eq(posts.id, id));
      return { version: r!.version, url: r!.photoUrl, all: r };
    },
    news: async (id: string): Promise<Row> => {
      const [r] = await t.db.select().from(news).where(eq(news.id, id));
      return { version: r!.version, url: r!.photoUrl, all: r };
    },
    sponsor: async (id: string): Promise<Row> => {
      const [r] = await t.db.select().from(sponsors).where(eq(sponsors.id, id));
      return { version: r!.version, url: r!.photoUrl, all: r };
    },
  };

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    trainer = as(t, (await t.login(world.courseUser.email)).token);
    departmentUser = as(t, (await t.login(world.departmentUser.email)).token);
    workshopUser = as(t, (await t.login(world.workshop.email)).token);
  });
  afterAll(() => t.close());

  interface Endpoint {
    name: string;
    path: string;
    /** The field of the answered DTO that holds the image. */
    field: 'photoURL' | 'iconURL';
    create: () => Promise<string>;
    row: (id: string) => Promise<Row>;
    /** The image URL the public sees (for courses and workshops after a publication). */
    publicUrl: (id: string) => Promise<string | null | undefined>;
  }

  const endpoints: Endpoint[] = [
    {
      name: 'a course (after publication)',
      path: '/api/course/profileImage',
      field: 'photoURL',
      create: async () =>
        (
          await createCourse(t.db, {
            departmentId: world.department.id,
            trainerIds: [world.trainer.id],
          })
        ).course.id,
      row: (id) => rows.course(id),
      publicUrl: async (id) => {
        expect((await admin.post(`/api/course/publish/${id}`)).statusCode).toBe(200);
        return (await publicList('/public/courses')).find((c) => c._id === id)?.photoURL;
      },
    },
    {
      name: 'a workshop (after publication)',
      path: '/api/workshop/profileImage',
      field: 'photoURL',
      create: async () => (await createWorkshop(t.db)).workshop.id,
      row: (id) => rows.workshop(id),
      publicUrl: async (id) => {
        expect((await admin.post(`/api/workshop/publish/${id}`)).statusCode).toBe(200);
        return (await publicList('/public/workshops')).find((w) => w._id === id)?.photoURL;
      },
    },
    {
      name: 'a department photo',
      path: '/api/department/uploadImage',
      field: 'photoURL',
      create: async () => (await createDepartment(t.db, { public: true })).id,
      row: (id) => rows.departmentPhoto(id),
      publicUrl: async (id) =>
        (await publicList('/public/departments')).find((d) => d._id === id)?.photoURL,
    },
    {
      name: 'a department icon',
      path: '/api/department/uploadIcon',
      field: 'iconURL',
      create: async () => (await createDepartment(t.db, { public: true })).id,
      row: (id) => rows.departmentIcon(id),
      publicUrl: async (id) => {
        const list = (await as(t).get('/public/departments')).json().data as {
          _id: string;
          iconURL: string | null;
        }[];
        return list.find((d) => d._id === id)?.iconURL;
      },
    },
    {
      name: 'a blog post',
      path: '/api/blogPost/uploadImage',
      field: 'photoURL',
      create: async () => (await createPost(t.db, { ownerId: world.admin.id })).id,
      row: (id) => rows.post(id),
      publicUrl: async (id) => (await as(t).get(`/public/blogPostsId/${id}`)).json().data.photoURL,
    },
    {
      name: 'a news item',
      path: '/api/news/uploadImage',
      field: 'photoURL',
      create: async () => (await createNews(t.db, { createdBy: world.admin.id })).id,
      row: (id) => rows.news(id),
      publicUrl: async (id) =>
        (await publicList('/public/news')).find((n) => n._id === id)?.photoURL,
    },
    {
      name: 'a sponsor',
      path: '/api/sponsor/uploadImage',
      field: 'photoURL',
      create: async () => (await createSponsor(t.db)).id,
      row: (id) => rows.sponsor(id),
      publicUrl: async (id) =>
        (await publicList('/public/sponsors/homepage')).find((s) => s._id === id)?.photoURL,
    },
  ];

  describe.each(endpoints)('the image of $name ($path/{id})', (e) => {
    it('stores a real PNG, points the row at it, bumps its version and shows it publicly', async () => {
      const id = await e.create();
      const before = await e.row(id);
      // A public read first, so a cached answer would show the old image if not invalidated.
      await e.publicUrl(id);
      const res = await send(admin, `${e.path}/${id}`, await pngImage(900, 600));
      expect(res.statusCode).toBe(200);
      const url = res.json().data[e.field] as string;
      expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
      const after = await e.row(id);
      expect(after.url).toBe(url);
      expect(after.version).toBeGreaterThan(before.version);
      expect(filesOf(url)).toHaveLength(4);
      expect(await e.publicUrl(id)).toBe(url);
      expect((await as(t).get(url)).statusCode).toBe(200);
    });

    it('stores a phone JPEG as a JPEG', async () => {
      const id = await e.create();
      const res = await send(admin, `${e.path}/${id}`, await jpegWithGps(), 'handy.jpg');
      expect(res.statusCode).toBe(200);
      expect(res.json().data[e.field]).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    });

    it('refuses an HTML file named .png with 415, leaving the row and the files unchanged', async () => {
      const id = await e.create();
      const before = await e.row(id);
      const files = stored();
      const res = await send(admin, `${e.path}/${id}`, DISGUISED, 'bild.png');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(await e.row(id)).toEqual(before);
      expect(stored()).toEqual(files);
    });

    it('answers 404 for an unknown id before storing anything', async () => {
      const files = stored();
      const res = await send(admin, `${e.path}/${randomUUID()}`, await pngImage(300, 200));
      expect(res.statusCode).toBe(404);
      expect(stored()).toEqual(files);
    });
  });

  describe.each(endpoints.filter((e) => e.field === 'photoURL'))(
    'the upload of $name answers the staff copy with the renditions',
    (e) => {
      it('for the back office cards and previews (srcset)', async () => {
        const id = await e.create();
        const res = await send(admin, `${e.path}/${id}`, await pngImage());
        expect(res.statusCode).toBe(200);
        const { photoURL, srcset } = res.json().data as { photoURL: string; srcset: string };
        const base = photoURL.slice(0, photoURL.lastIndexOf('.'));
        expect(srcset).toBe(
          `${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1280.webp 1280w`,
        );
      });
    },
  );

  describe('public reads carry a srcset of the WebP renditions', () => {
    const expectSrcset = async (srcset: string, url: string) => {
      const base = url.slice(0, url.lastIndexOf('.'));
      expect(srcset).toBe(`${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1280.webp 1280w`);
      for (const candidate of srcset.split(', ')) {
        expect((await as(t).get(candidate.split(' ')[0]!)).statusCode).toBe(200);
      }
    };

    it('for a published course', async () => {
      const { course } = await createCourse(t.db, {
        departmentId: world.department.id,
        trainerIds: [world.trainer.id],
      });
      const res = await send(admin, `/api/course/profileImage/${course.id}`, await pngImage());
      await admin.post(`/api/course/publish/${course.id}`);
      const shown = (await as(t).get('/public/courses')).json().data as {
        _id: string;
        srcset: string;
      }[];
      await expectSrcset(shown.find((c) => c._id === course.id)!.srcset, res.json().data.photoURL);
    });

    it('for a sponsor, and null for a seeded picture', async () => {
      const sponsor = await createSponsor(t.db);
      const seeded = await createSponsor(t.db, { photoUrl: '/demo/logo.png' });
      const res = await send(admin, `/api/sponsor/uploadImage/${sponsor.id}`, await pngImage());
      const shown = (await as(t).get('/public/sponsors/homepage')).json().data as {
        _id: string;
        srcset: string | null;
      }[];
      await expectSrcset(
        shown.find((s) => s._id === sponsor.id)!.srcset!,
        res.json().data.photoURL,
      );
      expect(shown.find((s) => s._id === seeded.id)!.srcset).toBeNull();
    });
  });

  describe('row rules: a denied upload answers 404, stores nothing and leaves the row unchanged', () => {
    const expectDenied = async (
      client: Client,
      path: string,
      row: () => Promise<Row>,
    ): Promise<void> => {
      const before = await row();
      const files = stored();
      const res = await send(client, path, await pngImage(300, 200));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(await row()).toEqual(before);
      expect(stored()).toEqual(files);
    };

    it('a course user on another trainer’s course', async () => {
      const id = world.sameDepartment.course.id;
      await expectDenied(trainer, `/api/course/profileImage/${id}`, () => rows.course(id));
    });

    it('a department user on a course of another department', async () => {
      const id = world.otherDepartment.course.id;
      await expectDenied(departmentUser, `/api/course/profileImage/${id}`, () => rows.course(id));
    });

    it('a department user on another department (photo and icon)', async () => {
      const id = world.other.id;
      await expectDenied(departmentUser, `/api/department/uploadImage/${id}`, () =>
        rows.departmentPhoto(id),
      );
      await expectDenied(departmentUser, `/api/department/uploadIcon/${id}`, () =>
        rows.departmentIcon(id),
      );
    });

    it('a course user on someone else’s blog post', async () => {
      const post = await createPost(t.db, { ownerId: world.admin.id });
      await expectDenied(trainer, `/api/blogPost/uploadImage/${post.id}`, () => rows.post(post.id));
    });

    it('while the allowed own rows take the upload', async () => {
      const png = await pngImage(120, 80);
      const own = world.own.course.id;
      expect((await send(trainer, `/api/course/profileImage/${own}`, png)).statusCode).toBe(200);
      const dep = world.department.id;
      expect(
        (await send(departmentUser, `/api/department/uploadIcon/${dep}`, png)).statusCode,
      ).toBe(200);
      const post = await createPost(t.db, { ownerId: world.courseUser.id });
      expect((await send(trainer, `/api/blogPost/uploadImage/${post.id}`, png)).statusCode).toBe(
        200,
      );
    });
  });

  describe('replaced images', () => {
    const upload = async (client: Client, path: string) => {
      const res = await send(client, path, await pngImage(200, 100));
      expect(res.statusCode).toBe(200);
      return res.json().data as { photoURL: string; iconURL?: string };
    };

    it.each([
      ['a sponsor', async () => `/api/sponsor/uploadImage/${(await createSponsor(t.db)).id}`],
      [
        'a department photo',
        async () => `/api/department/uploadImage/${(await createDepartment(t.db)).id}`,
      ],
      [
        'a blog post',
        async () =>
          `/api/blogPost/uploadImage/${(await createPost(t.db, { ownerId: world.admin.id })).id}`,
      ],
    ])('of %s are deleted with their renditions', async (_, pathOf) => {
      const path = await pathOf();
      const first = (await upload(admin, path)).photoURL;
      expect(filesOf(first)).toHaveLength(4);
      const second = (await upload(admin, path)).photoURL;
      expect(filesOf(first)).toEqual([]);
      expect((await as(t).get(first)).statusCode).toBe(404);
      expect(filesOf(second)).toHaveLength(4);
    });

    it('a new department icon leaves the department photo alone', async () => {
      const department = await createDepartment(t.db);
      const photo = (await upload(admin, `/api/department/uploadImage/${department.id}`)).photoURL;
      const res = await upload(admin, `/api/department/uploadIcon/${department.id}`);
      expect(res.photoURL).toBe(photo);
      expect(res.iconURL).toMatch(/^\/uploads\//);
      expect(filesOf(photo)).toHaveLength(4);
    });

    it('of a published course stay: the public page shows them until the next publication', async () => {
      const { course } = await createCourse(t.db, {
        departmentId: world.department.id,
        trainerIds: [world.trainer.id],
      });
      const path = `/api/course/profileImage/${course.id}`;
      const published = (await upload(trainer, path)).photoURL;
      expect((await admin.post(`/api/course/publish/${course.id}`)).statusCode).toBe(200);
      const next = await upload(trainer, path);
      expect(next).toMatchObject({ state: 'changed' });
      expect(filesOf(published)).toHaveLength(4);
      const publicOne = async () =>
        (await publicList('/public/courses')).find((c) => c._id === course.id)?.photoURL;
      expect(await publicOne()).toBe(published);
      expect((await as(t).get(published)).statusCode).toBe(200);
      expect((await admin.post(`/api/course/publish/${course.id}`)).statusCode).toBe(200);
      expect(await publicOne()).toBe(next.photoURL);
    });

    it('of a never published course go (no page or request shows them)', async () => {
      const { course } = await createCourse(t.db, {
        departmentId: world.department.id,
        trainerIds: [world.trainer.id],
      });
      const path = `/api/course/profileImage/${course.id}`;
      const draft = (await upload(trainer, path)).photoURL;
      await upload(trainer, path);
      expect(filesOf(draft)).toEqual([]);
    });

    it('of a workshop stay while a pending publish request shows them', async () => {
      const { workshop } = await createWorkshop(t.db);
      const path = `/api/workshop/profileImage/${workshop.id}`;
      const requested = (await upload(workshopUser, path)).photoURL;
      expect((await workshopUser.post(`/api/workshop/publish/${workshop.id}`)).statusCode).toBe(
        200,
      );
      await upload(workshopUser, path);
      expect(filesOf(requested)).toHaveLength(4);
    });
  });

  describe('deleting the entity deletes its images', () => {
    it('a sponsor', async () => {
      const sponsor = await createSponsor(t.db);
      const res = await send(admin, `/api/sponsor/uploadImage/${sponsor.id}`, await pngImage());
      const url = res.json().data.photoURL as string;
      expect((await admin.delete(`/api/sponsor/${sponsor.id}`)).statusCode).toBe(200);
      expect(filesOf(url)).toEqual([]);
    });

    it('a blog post', async () => {
      const post = await createPost(t.db, { ownerId: world.admin.id });
      const res = await send(admin, `/api/blogPost/uploadImage/${post.id}`, await pngImage());
      const url = res.json().data.photoURL as string;
      expect((await admin.delete(`/api/blogPost/${post.id}`)).statusCode).toBe(200);
      expect(filesOf(url)).toEqual([]);
    });

    it('a published course: its current and its published image', async () => {
      const { course } = await createCourse(t.db, {
        departmentId: world.department.id,
        trainerIds: [world.trainer.id],
      });
      const path = `/api/course/profileImage/${course.id}`;
      const published = (await send(admin, path, await pngImage())).json().data.photoURL;
      await admin.post(`/api/course/publish/${course.id}`);
      const current = (await send(admin, path, await pngImage())).json().data.photoURL;
      expect((await admin.delete(`/api/course/${course.id}`)).statusCode).toBe(200);
      expect(filesOf(published)).toEqual([]);
      expect(filesOf(current)).toEqual([]);
    });

    it('a published workshop: its current and its published image', async () => {
      const { workshop } = await createWorkshop(t.db);
      const path = `/api/workshop/profileImage/${workshop.id}`;
      const published = (await send(admin, path, await pngImage())).json().data.photoURL;
      await admin.post(`/api/workshop/publish/${workshop.id}`);
      const current = (await send(admin, path, await pngImage())).json().data.photoURL;
      expect((await admin.delete(`/api/workshop/${workshop.id}`)).statusCode).toBe(200);
      expect(filesOf(published)).toEqual([]);
      expect(filesOf(current)).toEqual([]);
    });

    it('a department: its photo and icon and the images of its courses', async () => {
      const department = await createDepartment(t.db);
      const { course } = await createCourse(t.db, {
        departmentId: department.id,
        trainerIds: [world.otherTrainer.id],
      });
      const png = await pngImage();
      const photo = (await send(admin, `/api/department/uploadImage/${department.id}`, png)).json()
        .data.photoURL;
      const icon = (await send(admin, `/api/department/uploadIcon/${department.id}`, png)).json()
        .data.iconURL;
      const coursePhoto = (await send(admin, `/api/course/profileImage/${course.id}`, png)).json()
        .data.photoURL;
      expect((await admin.delete(`/api/department/${department.id}`)).statusCode).toBe(200);
      expect([...filesOf(photo), ...filesOf(icon), ...filesOf(coursePhoto)]).toEqual([]);
    });
  });

  describe('the own profile image (POST /api/user/profileImage)', () => {
    const userRow = async (id: string) =>
      (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

    it('stores the image of the logged-in user, replaces the previous one and shows it publicly', async () => {
      // An admin is listed on GET /public/users (with name and photo only).
      const me = await createUser(t.db, { roles: ['admin'] });
      const client = as(t, (await t.login(me.email)).token);
      await as(t).get('/public/users'); // warm the cache: the upload must drop it
      const first = await send(client, '/api/user/profileImage', await pngImage());
      expect(first.statusCode).toBe(200);
      const firstUrl: string = first.json().data.photoURL;
      expect(filesOf(firstUrl)).toHaveLength(4);
      expect((await userRow(me.id)).version).toBe(me.version + 1);
      const listed = (await as(t).get('/public/users')).json().data as {
        photoURL: string | null;
      }[];
      expect(listed.map((u) => u.photoURL)).toContain(firstUrl);

      const second = await send(client, '/api/user/profileImage', await pngImage());
      expect(second.statusCode).toBe(200);
      expect(filesOf(firstUrl)).toEqual([]);
      expect((await userRow(me.id)).photoUrl).toBe(second.json().data.photoURL);
    });

    it('refuses a disguised file and leaves the user unchanged', async () => {
      const me = await createUser(t.db, { roles: ['course'] });
      const client = as(t, (await t.login(me.email)).token);
      const before = await userRow(me.id);
      const files = stored().length;
      const res = await send(client, '/api/user/profileImage', DISGUISED, 'ich.png');
      expect(res.statusCode).toBe(415);
      expect(await userRow(me.id)).toEqual(before);
      expect(stored()).toHaveLength(files);
    });

    it("deletes the user's image files with the user", async () => {
      const me = await createUser(t.db, { roles: ['course'] });
      const client = as(t, (await t.login(me.email)).token);
      const url: string = (await send(client, '/api/user/profileImage', await pngImage())).json()
        .data.photoURL;
      expect((await admin.delete(`/api/users/${me.id}`)).statusCode).toBe(200);
      expect(filesOf(url)).toEqual([]);
    });
  });
});
