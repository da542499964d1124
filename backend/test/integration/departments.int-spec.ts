import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import {
  createCourse,
  createDepartment,
  createTrainer,
  createUser,
  createWorld,
} from '@test/factories/factories';
import { auditLog, courses, departments, timeSlots, trainers, users } from '@/db/schema';

type World = Awaited<ReturnType<typeof createWorld>>;
interface PublicDepartment {
  _id: string;
  name: string;
  title: string;
  description: string;
}

const XSS = '<p>Willkommen</p><script>alert(1)</script><a href="javascript:alert(2)">Link</a>';

describe('departments', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  let owner: Client;
  let department: Client;
  let anonymous: Client;

  const rowOf = async (id: string) =>
    (await t.db.select().from(departments).where(eq(departments.id, id)))[0];
  const publicList = async () =>
    (await anonymous.get('/public/departments')).json().data as PublicDepartment[];
  const body = (overrides: object = {}) => ({
    name: `Abteilung ${randomUUID().slice(0, 6)}`,
    title: 'Tischtennis',
    description: '<p>Schnelle Ballwechsel.</p>',
    ...overrides,
  });
  /** A published course (admin publishes directly), optionally blocked afterwards. */
  const publishedCourse = async (departmentId: string, title: string, blocked = false) => {
    const created = await createCourse(t.db, {
      departmentId,
      trainerIds: [world.otherTrainer.id],
      title,
    });
    expect((await admin.post(`/api/course/publish/${created.course.id}`)).statusCode).toBe(200);
    if (blocked) await admin.post(`/api/course/block/${created.course.id}`);
    return created;
  };

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t.db);
    admin = as(t, (await t.login(world.admin.email)).token);
    owner = as(t, (await t.login(world.owner.email)).token);
    department = as(t, (await t.login(world.departmentUser.email)).token);
    anonymous = as(t);
  });
  afterAll(() => t.close());

  describe('visibility', () => {
    it('creates a hidden department and shows it only after triggerPublic, and hides it again', async () => {
      const created = await admin.post('/api/departments', body({ name: 'Tischtennis' }));
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ name: 'Tischtennis', public: false, version: 1 });
      const id: string = created.json().data._id;
      expect((await publicList()).map((d) => d._id)).not.toContain(id);
      expect((await anonymous.get('/public/department/Tischtennis')).statusCode).toBe(404);

      const shown = await admin.post('/api/departments/triggerPublic', { _id: id, public: true });
      expect(shown.json()).toMatchObject({
        message: 'Die Abteilung ist jetzt öffentlich sichtbar.',
        data: { public: true, version: 1 },
      });
      expect((await publicList()).map((d) => d._id)).toContain(id);
      expect((await anonymous.get('/public/department/tischtennis')).statusCode).toBe(200);

      await owner.post('/api/departments/triggerPublic', { _id: id, public: false });
      expect((await publicList()).map((d) => d._id)).not.toContain(id);
      expect((await anonymous.get('/public/department/tischtennis')).statusCode).toBe(404);
      const hidden = await anonymous.get('/public/department/Tischtennis');
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        message: 'Die Abteilung wurde nicht gefunden.',
      });
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
      expect(audit.map((a) => [a.action, a.actorId]).sort()).toEqual(
        [
          ['publish.direct', world.admin.id],
          ['publish.withdrawn', world.owner.id],
        ].sort(),
      );
    });

    it('creates a department public at once when asked, and records that as publish.direct', async () => {
      const created = await admin.post('/api/departments', {
        ...body({ name: 'Boule' }),
        public: true,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ name: 'Boule', public: true, version: 1 });
      const id: string = created.json().data._id;
      expect((await publicList()).map((d) => d._id)).toContain(id);
      expect((await anonymous.get('/public/department/boule')).statusCode).toBe(200);
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
      expect(audit.map((a) => [a.action, a.actorId, a.details])).toEqual([
        ['publish.direct', world.admin.id, { name: 'Boule' }],
      ]);
    });

    it('hides the courses of a hidden department from the public course list at once', async () => {
      const dept = await createDepartment(t.db, { name: 'Badminton' });
      const { course } = await publishedCourse(dept.id, 'Badminton Jugend');
      const courseIds = async () =>
        (await anonymous.get('/public/courses')).json().data.map((c: { _id: string }) => c._id);
      expect(await courseIds()).toContain(course.id);
      await admin.post('/api/departments/triggerPublic', { _id: dept.id, public: false });
      expect(await courseIds()).not.toContain(course.id);
      await admin.post('/api/departments/triggerPublic', { _id: dept.id, public: true });
      expect(await courseIds()).toContain(course.id);
    });

    it('lists public departments sorted by title without private fields, with an ETag', async () => {
      const res = await anonymous.get('/public/departments');
      const list = res.json().data as PublicDepartment[];
      const titles = list.map((d) => d.title);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'de')));
      expect(Object.keys(list[0]!).sort()).toEqual(
        ['_id', 'description', 'iconURL', 'name', 'photoURL', 'srcset', 'title'].sort(),
      );
      const etag = res.headers.etag as string;
      expect(
        (await anonymous.get('/public/departments', { 'if-none-match': etag })).statusCode,
      ).toBe(304);
    });

    it('shows a department page with its published, unblocked courses and their times only', async () => {
      const dept = await createDepartment(t.db, { name: 'Leichtathletik' });
      await publishedCourse(dept.id, 'Laufgruppe');
      await publishedCourse(dept.id, 'Sprint gesperrt', true);
      await createCourse(t.db, { departmentId: dept.id, title: 'Entwurf Weitsprung' });
      const res = await anonymous.get('/public/department/Leichtathletik');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ _id: dept.id, name: 'Leichtathletik' });
      expect(data).not.toHaveProperty('public');
      expect(data).not.toHaveProperty('version');
      expect(data.courses.map((c: { title: string }) => c.title)).toEqual(['Laufgruppe']);
      expect(data.courses[0].times).toEqual([
        expect.objectContaining({ day: 'Montag', start: '17:00', end: '18:00' }),
      ]);
      expect((await anonymous.get('/public/department/Unbekannt')).statusCode).toBe(404);
    });

    it('finds a public department by its title too, any case; a name wins over another title', async () => {
      const yoga = await createDepartment(t.db, { name: 'Yoga', title: 'Yoga & Meditation' });
      await createDepartment(t.db, { name: 'Meditation', title: 'Yoga' });
      for (const spelling of ['Yoga%20%26%20Meditation', 'yoga%20%26%20meditation', 'YOGA']) {
        const res = await anonymous.get(`/public/department/${spelling}`);
        expect({ spelling, status: res.statusCode, id: res.json().data?._id }).toEqual({
          spelling,
          status: 200,
          id: yoga.id,
        });
      }
      const hidden = await createDepartment(t.db, {
        name: 'Intern',
        title: 'Interne Runde',
        public: false,
      });
      expect(hidden.id).toBeTruthy();
      expect((await anonymous.get('/public/department/Interne%20Runde')).statusCode).toBe(404);
    });

    it('updates the cached department page when one of its courses is published', async () => {
      const dept = await createDepartment(t.db, { name: 'Schwimmen' });
      const first = await anonymous.get('/public/department/Schwimmen');
      expect(first.json().data.courses).toEqual([]);
      await publishedCourse(dept.id, 'Seepferdchen');
      const second = await anonymous.get('/public/department/Schwimmen', {
        'if-none-match': first.headers.etag as string,
      });
      expect(second.statusCode).toBe(200);
      expect(second.json().data.courses.map((c: { title: string }) => c.title)).toEqual([
        'Seepferdchen',
      ]);
    });
  });

  describe('editing', () => {
    it('lets a department user edit their own department with If-Match, sanitizing the description', async () => {
      const before = (await rowOf(world.department.id))!;
      const res = await department.put(
        '/api/departments',
        { _id: world.department.id, title: '<b>Turnen</b> & Gymnastik', description: XSS },
        ifMatch(before.version),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        title: 'Turnen & Gymnastik',
        description: '<p>Willkommen</p><a rel="noopener noreferrer">Link</a>',
        version: before.version + 1,
      });
      const page = await anonymous.get('/public/department/Turnen');
      expect(page.json().data.description).not.toMatch(/script|javascript/);
    });

    it('answers a department user editing another department with 404, leaving it unchanged', async () => {
      const before = await rowOf(world.other.id);
      const res = await department.put(
        '/api/departments',
        { _id: world.other.id, title: 'Übernommen' },
        ifMatch(before!.version),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Die Abteilung wurde nicht gefunden.');
      expect(await rowOf(world.other.id)).toEqual(before);
    });

    it('refuses a department user deleting, hiding or creating departments, even their own', async () => {
      const before = await rowOf(world.department.id);
      const name = `Fremd ${randomUUID().slice(0, 6)}`;
      for (const res of [
        await department.delete(`/api/department/${world.department.id}`),
        await department.post('/api/departments/triggerPublic', {
          _id: world.department.id,
          public: false,
        }),
        await department.post('/api/departments', body({ name })),
      ]) {
        expect(res.statusCode).toBe(404);
      }
      expect(await rowOf(world.department.id)).toEqual(before);
      expect(await t.db.select().from(departments).where(eq(departments.name, name))).toEqual([]);
    });

    it('answers a stale version with 412 and the current department, unchanged', async () => {
      const dept = await createDepartment(t.db);
      await admin.put('/api/departments', { _id: dept.id, title: 'Erste Änderung' }, ifMatch(1));
      const before = await rowOf(dept.id);
      const stale = await admin.put('/api/departments', { _id: dept.id, title: 'Alt' }, ifMatch(1));
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toMatchObject({
        code: 'VERSION_CONFLICT',
        data: { _id: dept.id, title: 'Erste Änderung', version: 2 },
      });
      expect(await rowOf(dept.id)).toEqual(before);
    });

    it('refuses a second department with the same name in any case, and an unusable name', async () => {
      const dupe = await admin.post('/api/departments', body({ name: 'turnen' }));
      expect(dupe.statusCode).toBe(400);
      expect(dupe.json().details).toEqual({
        name: 'Eine Abteilung mit diesem Namen gibt es schon.',
      });
      const slash = await admin.post('/api/departments', body({ name: 'Turnen/../Admin' }));
      expect(slash.statusCode).toBe(400);
      expect(slash.json().details.name).toBe(
        'Bitte nur Buchstaben, Ziffern, Leerzeichen und Bindestriche verwenden.',
      );
    });
  });

  describe('deletion (spec section 6)', () => {
    it('removes the department, its courses and their users, keeps other departments', async () => {
      const dept = await createDepartment(t.db, { name: 'Kampfsport' });
      const deptUser = await createUser(t.db, { roles: ['department'], departmentId: dept.id });
      const courseUser = await createUser(t.db, { roles: ['course'] });
      const trainer = await createTrainer(t.db, { userId: courseUser.id });
      const { course } = await createCourse(t.db, {
        departmentId: dept.id,
        trainerIds: [trainer.id],
      });
      await admin.post(`/api/course/publish/${course.id}`);
      const otherBefore = await t.db
        .select()
        .from(courses)
        .where(eq(courses.departmentId, world.other.id));

      const res = await admin.delete(`/api/department/${dept.id}`);
      expect(res.json()).toEqual({
        success: true,
        message: 'Die Abteilung wurde mit ihren Angeboten gelöscht.',
      });
      expect(await rowOf(dept.id)).toBeUndefined();
      expect(await t.db.select().from(courses).where(eq(courses.departmentId, dept.id))).toEqual(
        [],
      );
      expect(await t.db.select().from(timeSlots).where(eq(timeSlots.courseId, course.id))).toEqual(
        [],
      );
      expect(
        await t.db
          .select()
          .from(users)
          .where(inArray(users.id, [deptUser.id, courseUser.id])),
      ).toEqual([]);
      // The trainer profile stays, without its login.
      expect(
        (await t.db.select().from(trainers).where(eq(trainers.id, trainer.id)))[0],
      ).toMatchObject({ userId: null });
      expect(
        await t.db.select().from(courses).where(eq(courses.departmentId, world.other.id)),
      ).toEqual(otherBefore);
      expect((await rowOf(world.other.id))!.name).toBe('Handball');
      const publicCourses = (await anonymous.get('/public/courses')).json().data;
      expect(publicCourses.map((c: { _id: string }) => c._id)).not.toContain(course.id);
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, dept.id));
      expect(entry).toMatchObject({
        action: 'delete',
        actorId: world.admin.id,
        details: { name: 'Kampfsport', courses: 1, users: 2 },
      });
    });

    it("deletes a course's linked login, but not one that trains another course or has more roles", async () => {
      const onlyHere = await createUser(t.db, { roles: ['course'] });
      const alsoElsewhere = await createUser(t.db, { roles: ['course'] });
      const alsoWorkshop = await createUser(t.db, { roles: ['course', 'workshop'] });
      const [a, b, c] = await Promise.all(
        [onlyHere, alsoElsewhere, alsoWorkshop].map((u) => createTrainer(t.db, { userId: u.id })),
      );
      const { course } = await createCourse(t.db, {
        departmentId: world.department.id,
        trainerIds: [a!.id, b!.id, c!.id],
      });
      await createCourse(t.db, { departmentId: world.other.id, trainerIds: [b!.id] });

      expect((await admin.delete(`/api/course/${course.id}`)).statusCode).toBe(200);
      const left = await t.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [onlyHere.id, alsoElsewhere.id, alsoWorkshop.id]));
      expect(left.map((u) => u.id).sort()).toEqual([alsoElsewhere.id, alsoWorkshop.id].sort());
    });

    it('keeps an owner who heads the department (without it), removes only its department users', async () => {
      const gone = await createDepartment(t.db, { name: `Boule-${randomUUID().slice(0, 6)}` });
      const head = await createUser(t.db, {
        roles: ['owner', 'department'],
        departmentId: gone.id,
      });
      const plain = await createUser(t.db, { roles: ['department'], departmentId: gone.id });
      await anonymous.get('/public/users'); // cached with the head and the department's name
      expect((await admin.delete(`/api/department/${gone.id}`)).statusCode).toBe(200);
      const [kept] = await t.db.select().from(users).where(eq(users.id, head.id));
      expect(kept).toMatchObject({ departmentId: null, roles: ['owner'] });
      expect(await t.db.select().from(users).where(eq(users.id, plain.id))).toHaveLength(0);
      const listed = (await anonymous.get('/public/users')).json().data as {
        _id: string;
        department: unknown;
      }[];
      expect(listed.map((u) => u._id)).not.toContain(plain.id);
    });

    it('previews exactly what a delete takes: its courses and the users that go, by name', async () => {
      const dept = await createDepartment(t.db, { name: `Fechten-${randomUUID().slice(0, 6)}` });
      const plain = await createUser(t.db, {
        roles: ['department'],
        departmentId: dept.id,
        firstname: 'Dora',
      });
      const head = await createUser(t.db, {
        roles: ['owner', 'department'],
        departmentId: dept.id,
      });
      const onlyHere = await createUser(t.db, {
        roles: ['course'],
        firstname: 'Flora',
      });
      const elsewhere = await createUser(t.db, { roles: ['course'] });
      const [a, b] = await Promise.all(
        [onlyHere, elsewhere].map((u) => createTrainer(t.db, { userId: u.id })),
      );
      const { course } = await createCourse(t.db, {
        departmentId: dept.id,
        title: 'Säbel für Einsteiger',
        trainerIds: [a!.id, b!.id],
      });
      await createCourse(t.db, { departmentId: world.other.id, trainerIds: [b!.id] });

      const preview = await admin.get(`/api/department/deletePreview/${dept.id}`);
      expect(preview.statusCode).toBe(200);
      expect(preview.json().data).toEqual({
        courses: [{ _id: course.id, title: 'Säbel für Einsteiger' }],
        users: [
          { _id: plain.id, name: `Dora ${plain.lastname}` },
          { _id: onlyHere.id, name: `Flora ${onlyHere.lastname}` },
        ],
      });
      // Nothing changed; the delete then removes exactly those.
      expect(await rowOf(dept.id)).toBeDefined();
      expect((await admin.delete(`/api/department/${dept.id}`)).statusCode).toBe(200);
      const left = await t.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [plain.id, head.id, onlyHere.id, elsewhere.id]));
      expect(left.map((u) => u.id).sort()).toEqual([head.id, elsewhere.id].sort());
      expect((await admin.get(`/api/department/deletePreview/${randomUUID()}`)).statusCode).toBe(
        404,
      );
    });

    it('answers 404 for a missing department', async () => {
      expect((await admin.delete(`/api/department/${randomUUID()}`)).statusCode).toBe(404);
    });
  });
});
