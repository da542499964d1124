import { courseBody, ifMatch } from '@test/utils/http';
import { multipart } from '@test/utils/multipart';
import { pngImage } from '@test/utils/images';
import {
  allowed,
  everyone,
  DECIDERS,
  MANAGERS,
  STAFF_WITH_COURSES,
  type Ctx,
  type MatrixRow,
} from '@test/integration/matrix/matrix';

/** Courses, their times and trainers, and the publish queue. */
export const COURSE_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/courses',
    access: 'public',
    call: (_, c) => c.get('/public/courses'),
    expect: everyone(),
  },
  {
    route: 'GET /api/courses',
    access: 'courses:read',
    call: (_, c) => c.get('/api/courses'),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'POST /api/courses',
    access: 'courses:create',
    call: (ctx, c) =>
      c.post('/api/courses', courseBody(ctx.world.department.id, [ctx.world.trainer.id])),
    expect: allowed(MANAGERS, 201),
  },
  {
    route: 'GET /api/course/:id',
    access: 'courses:read',
    call: async (ctx, c) => c.get(`/api/course/${(await ctx.target()).course.id}`),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'POST /api/course',
    access: 'courses:edit',
    call: async (ctx, c) =>
      c.post('/api/course', { _id: (await ctx.target()).course.id, members: 20 }, ifMatch(1)),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'POST /api/course/profileImage/:id',
    access: 'courses:edit',
    call: async (ctx, c) => {
      const { payload, headers } = multipart(await pngImage(64, 48), { filename: 'training.png' });
      return c.post(`/api/course/profileImage/${(await ctx.target()).course.id}`, payload, headers);
    },
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'DELETE /api/course/:id',
    access: 'courses:delete',
    call: async (ctx, c) => c.delete(`/api/course/${(await ctx.target()).course.id}`),
    expect: allowed(MANAGERS),
  },
  {
    route: 'POST /api/course/publish/:id',
    access: 'courses:edit',
    call: async (ctx, c) => c.post(`/api/course/publish/${(await ctx.target()).course.id}`),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'POST /api/course/block/:id',
    access: 'courses:block',
    call: async (ctx, c) => c.post(`/api/course/block/${(await ctx.target()).course.id}`),
    expect: allowed(MANAGERS),
  },
  {
    route: 'POST /api/course/grant/:id',
    access: 'publish-requests:decide',
    call: async (ctx, c) => c.post(`/api/course/grant/${await pendingTarget(ctx)}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/course/reject/:id',
    access: 'publish-requests:decide',
    call: async (ctx, c) =>
      c.post(`/api/course/reject/${await pendingTarget(ctx)}`, { reason: 'Bitte Ort prüfen.' }),
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /api/trainers',
    access: 'courses:read',
    call: (_, c) => c.get('/api/trainers'),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'GET /api/times/:id',
    access: 'times:manage',
    call: async (ctx, c) => c.get(`/api/times/${(await ctx.target()).course.id}`),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'POST /api/times',
    access: 'times:manage',
    call: async (ctx, c) =>
      c.post('/api/times', {
        course: (await ctx.target()).course.id,
        day: 'Dienstag',
        start: '16:00',
        end: '17:00',
        location: 'Turnhalle',
      }),
    expect: allowed(STAFF_WITH_COURSES, 201),
  },
  {
    route: 'PUT /api/times',
    access: 'times:manage',
    call: async (ctx, c) => {
      const { slots } = await ctx.target();
      return c.put(
        '/api/times',
        { _id: slots[0]!.id, day: 'Mittwoch', start: '17:00', end: '18:00', location: 'Halle 2' },
        ifMatch(1),
      );
    },
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'DELETE /api/time/:id',
    access: 'times:manage',
    call: async (ctx, c) => c.delete(`/api/time/${(await ctx.target()).slots[0]!.id}`),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'GET /api/publishrequests',
    access: 'publish-requests:read',
    call: (_, c) => c.get('/api/publishrequests'),
    expect: allowed(DECIDERS),
  },
];

/** A target course with a pending publish request made by its trainer. */
async function pendingTarget(ctx: Ctx): Promise<string> {
  const { course } = await ctx.target();
  const res = await (await ctx.client('course')).post(`/api/course/publish/${course.id}`);
  expect(res.statusCode).toBe(200);
  return course.id;
}
