import { createLocation, createWorkshop } from '@test/factories/factories';
import { everyone, type Ctx, type MatrixRow } from '@test/integration/matrix/matrix';

/** One published course and workshop per test app, made on first use (as the admin publishes). */
const published = new WeakMap<Ctx['t'], Promise<{ course: string; workshop: string }>>();
function publishedIds(ctx: Ctx) {
  let ids = published.get(ctx.t);
  if (!ids) {
    ids = (async () => {
      const admin = await ctx.client('admin');
      const { course } = await ctx.target();
      const { workshop } = await createWorkshop(ctx.t.db);
      await admin.post(`/api/course/publish/${course.id}`);
      await admin.post(`/api/workshop/publish/${workshop.id}`);
      return { course: course.id, workshop: workshop.id };
    })();
    published.set(ctx.t, ids);
  }
  return ids;
}

/** The calendar feeds (text/calendar, no envelope); their content in calendar.int-spec.ts. */
export const CALENDAR_ROWS: MatrixRow[] = [
  {
    route: 'GET /calendar/club.ics',
    access: 'public',
    call: (_, c) => c.get('/calendar/club.ics'),
    expect: everyone(),
  },
  {
    route: 'GET /calendar/termine.ics',
    access: 'public',
    call: (_, c) => c.get('/calendar/termine.ics'),
    expect: everyone(),
  },
  {
    route: 'GET /calendar/course/:id.ics',
    access: 'public',
    call: async (ctx, c) => c.get(`/calendar/course/${(await publishedIds(ctx)).course}.ics`),
    expect: everyone(),
  },
  {
    route: 'GET /calendar/workshop/:id.ics',
    access: 'public',
    call: async (ctx, c) => c.get(`/calendar/workshop/${(await publishedIds(ctx)).workshop}.ics`),
    expect: everyone(),
  },
  {
    route: 'GET /calendar/department/:id.ics',
    access: 'public',
    call: (ctx, c) => c.get(`/calendar/department/${ctx.world.department.id}.ics`),
    expect: everyone(),
  },
  {
    route: 'GET /calendar/venue/:id.ics',
    access: 'public',
    call: async (ctx, c) => c.get(`/calendar/venue/${(await createLocation(ctx.t.db)).id}.ics`),
    expect: everyone(),
  },
];
