import { desc, eq } from 'drizzle-orm';
import { createDepartment, createWorkshop } from '@test/factories/factories';
import { ifMatch } from '@test/utils/http';
import { courseRevisions, departmentRevisions, workshopRevisions } from '@/db/schema';
import { allowed, DECIDERS, type Ctx, type MatrixRow } from '@test/integration/matrix/matrix';

/** History: only those who may publish the entity list, compare and restore its revisions. */
export const HISTORY_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/course/history/:id',
    access: 'publish:direct',
    call: async (ctx, c) => c.get(`/api/course/history/${(await publishedCourse(ctx)).id}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /api/course/history/:id/:revision',
    access: 'publish:direct',
    call: async (ctx, c) => {
      const { id, revision } = await publishedCourse(ctx);
      return c.get(`/api/course/history/${id}/${revision}`);
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/course/restore/:id/:revision',
    access: 'publish:direct',
    call: async (ctx, c) => {
      const { id, revision } = await publishedCourse(ctx);
      return c.post(`/api/course/restore/${id}/${revision}`, undefined, ifMatch(1));
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /api/workshop/history/:id',
    access: 'publish:direct',
    call: async (ctx, c) => c.get(`/api/workshop/history/${(await publishedWorkshop(ctx)).id}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /api/workshop/history/:id/:revision',
    access: 'publish:direct',
    call: async (ctx, c) => {
      const { id, revision } = await publishedWorkshop(ctx);
      return c.get(`/api/workshop/history/${id}/${revision}`);
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/workshop/restore/:id/:revision',
    access: 'publish:direct',
    call: async (ctx, c) => {
      const { id, revision } = await publishedWorkshop(ctx);
      return c.post(`/api/workshop/restore/${id}/${revision}`, undefined, ifMatch(1));
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /api/department/history/:id',
    access: 'departments:administer',
    call: async (ctx, c) => c.get(`/api/department/history/${(await publicDepartment(ctx)).id}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /api/department/history/:id/:revision',
    access: 'departments:administer',
    call: async (ctx, c) => {
      const { id, revision } = await publicDepartment(ctx);
      return c.get(`/api/department/history/${id}/${revision}`);
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/department/restore/:id/:revision',
    access: 'departments:administer',
    call: async (ctx, c) => {
      const { id, revision } = await publicDepartment(ctx);
      return c.post(`/api/department/restore/${id}/${revision}`, undefined, ifMatch(1));
    },
    expect: allowed(DECIDERS),
  },
];

/** A course of the department user's department, published by the owner (revision 1). */
async function publishedCourse(ctx: Ctx): Promise<{ id: string; revision: string }> {
  const id = (await ctx.target()).course.id;
  expect((await (await ctx.client('owner')).post(`/api/course/publish/${id}`)).statusCode).toBe(
    200,
  );
  const [row] = await ctx.t.db
    .select({ id: courseRevisions.id })
    .from(courseRevisions)
    .where(eq(courseRevisions.courseId, id));
  return { id, revision: row!.id };
}

async function publishedWorkshop(ctx: Ctx): Promise<{ id: string; revision: string }> {
  const id = (await createWorkshop(ctx.t.db)).workshop.id;
  expect((await (await ctx.client('owner')).post(`/api/workshop/publish/${id}`)).statusCode).toBe(
    200,
  );
  const [row] = await ctx.t.db
    .select({ id: workshopRevisions.id })
    .from(workshopRevisions)
    .where(eq(workshopRevisions.workshopId, id));
  return { id, revision: row!.id };
}

/** A hidden department the owner makes public (revision 1). */
async function publicDepartment(ctx: Ctx): Promise<{ id: string; revision: string }> {
  const { id } = await createDepartment(ctx.t.db, { public: false });
  const owner = await ctx.client('owner');
  const res = await owner.post('/api/departments/triggerPublic', { _id: id, public: true });
  expect(res.statusCode).toBe(200);
  const [row] = await ctx.t.db
    .select({ id: departmentRevisions.id })
    .from(departmentRevisions)
    .where(eq(departmentRevisions.departmentId, id))
    .orderBy(desc(departmentRevisions.number));
  return { id, revision: row!.id };
}
