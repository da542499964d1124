import { createLocation } from '@test/factories/factories';
import {
  allowed,
  everyone,
  DECIDERS,
  STAFF_WITH_COURSES,
  type Ctx,
  type MatrixRow,
} from '@test/integration/matrix/matrix';
import { trainingCancellations, venueClosures } from '@/db/schema';
import { addDays, berlinToday, datesOnDay } from '@/schedule/schedule-rules';

/** The next Monday after today: the matrix target's slot is on Mondays. */
const nextMonday = () => {
  const today = berlinToday();
  return datesOnDay('Montag', addDays(today, 1), addDays(today, 7))[0]!;
};

async function cancelledTraining(ctx: Ctx) {
  const { course, slots } = await ctx.target();
  const [row] = await ctx.t.db
    .insert(trainingCancellations)
    .values({ courseId: course.id, slotId: slots[0]!.id, date: nextMonday(), reason: 'Krank' })
    .returning();
  return row!;
}

/** Cancelled trainings (the row rule of the course, like its times) and venue closures. */
export const SCHEDULE_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/closures',
    access: 'public',
    call: (_, c) => c.get('/public/closures'),
    expect: everyone(),
  },
  {
    route: 'GET /api/cancellations',
    access: 'times:manage',
    call: async (ctx, c) => c.get(`/api/cancellations?course=${(await ctx.target()).course.id}`),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'POST /api/cancellations',
    access: 'times:manage',
    call: async (ctx, c) => {
      const { course, slots } = await ctx.target();
      return c.post('/api/cancellations', {
        course: course.id,
        slot: slots[0]!.id,
        date: nextMonday(),
        reason: 'Halle gesperrt',
      });
    },
    expect: allowed(STAFF_WITH_COURSES, 201),
  },
  {
    route: 'DELETE /api/cancellation/:id',
    access: 'times:manage',
    call: async (ctx, c) => c.delete(`/api/cancellation/${(await cancelledTraining(ctx)).id}`),
    expect: allowed(STAFF_WITH_COURSES),
  },
  {
    route: 'GET /api/closures',
    access: 'locations:manage',
    call: (_, c) => c.get('/api/closures'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/closures',
    access: 'locations:manage',
    call: async (ctx, c) =>
      c.post('/api/closures', {
        location: (await createLocation(ctx.t.db)).id,
        from: berlinToday(),
        to: addDays(berlinToday(), 3),
        reason: 'Reparatur der Heizung',
      }),
    expect: allowed(DECIDERS, 201),
  },
  {
    route: 'DELETE /api/closure/:id',
    access: 'locations:manage',
    call: async (ctx, c) => {
      const location = await createLocation(ctx.t.db);
      const [row] = await ctx.t.db
        .insert(venueClosures)
        .values({
          locationId: location.id,
          fromDate: berlinToday(),
          toDate: addDays(berlinToday(), 1),
          reason: 'Reparatur',
        })
        .returning();
      return c.delete(`/api/closure/${row!.id}`);
    },
    expect: allowed(DECIDERS),
  },
];
