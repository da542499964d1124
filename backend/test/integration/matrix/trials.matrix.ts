import { randomUUID } from 'node:crypto';
import { ifMatch } from '@test/utils/http';
import {
  allowed,
  everyone,
  DECIDERS,
  MANAGERS,
  type Ctx,
  type MatrixRow,
} from '@test/integration/matrix/matrix';
import { trialBookings } from '@/db/schema';
import { addDays, berlinToday, datesOnDay } from '@/schedule/schedule-rules';

const nextMonday = () =>
  datesOnDay('Montag', addDays(berlinToday(), 1), addDays(berlinToday(), 7))[0]!;
/** The course user (a trainer of the matrix target) and the department user see its bookings. */
const TRAINERS = [...MANAGERS, 'course' as const];

async function confirmedBooking(ctx: Ctx) {
  const { course, slots } = await ctx.target();
  const [row] = await ctx.t.db
    .insert(trialBookings)
    .values({
      courseId: course.id,
      slotId: slots[0]!.id,
      date: nextMonday(),
      name: 'Gast',
      email: `gast-${randomUUID().slice(0, 8)}@example.de`,
      age: 30,
      status: 'confirmed',
      confirmTokenHash: randomUUID(),
      manageTokenHash: randomUUID(),
      expiresAt: new Date(),
    })
    .returning();
  return row!;
}

/** Trial trainings: the public booking (double opt-in) and the trainer's side (course row rule). */
export const TRIAL_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/trials/:course',
    access: 'public',
    call: async (ctx, c) => c.get(`/public/trials/${ctx.world.own.course.id}`),
    // A draft course is not public: 404 for everybody, as for any unknown course.
    expect: everyone(404),
  },
  {
    route: 'POST /public/trials',
    access: 'public',
    call: (ctx, c) =>
      c.post('/public/trials', {
        course: ctx.world.own.course.id,
        slot: ctx.world.own.slots[0]!.id,
        date: nextMonday(),
        name: 'Erika',
        email: 'erika@example.de',
        age: 30,
        privacy_consent: true,
      }),
    // The draft course offers no trial training: refused for everybody alike.
    expect: everyone(400),
  },
  {
    // The booking page's form as the browser posts it without the app (trials.page.controller.ts).
    route: 'POST /:lang/probetraining/:course',
    access: 'public',
    call: ({ t, world }) =>
      t.request({
        method: 'POST',
        url: `/de/probetraining/${world.own.course.id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          training: `${world.own.slots[0]!.id}|${nextMonday()}`,
          name: 'Erika',
          email: 'erika@example.de',
          age: '30',
          privacy_consent: 'true',
        }).toString(),
      }),
    // The draft course offers no trial training: refused for everybody alike.
    expect: everyone(400),
  },
  {
    route: 'POST /:lang/probetraining/bestaetigen',
    access: 'public',
    call: ({ t }) =>
      t.request({
        method: 'POST',
        url: '/de/probetraining/bestaetigen',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${'x'.repeat(43)}`,
      }),
    expect: everyone(400),
  },
  {
    route: 'POST /:lang/probetraining/verwalten',
    access: 'public',
    call: ({ t }) =>
      t.request({
        method: 'POST',
        url: '/de/probetraining/verwalten',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${'x'.repeat(43)}&action=cancel`,
      }),
    expect: everyone(400),
  },
  {
    route: 'POST /public/trials/confirm',
    access: 'public',
    call: (_, c) => c.post('/public/trials/confirm', { token: 'x'.repeat(43) }),
    expect: everyone(400),
  },
  {
    route: 'POST /public/trials/view',
    access: 'public',
    call: (_, c) => c.post('/public/trials/view', { token: 'x'.repeat(43) }),
    expect: everyone(400),
  },
  {
    route: 'POST /public/trials/erase',
    access: 'public',
    call: (_, c) => c.post('/public/trials/erase', { token: 'x'.repeat(43) }),
    expect: everyone(400),
  },
  {
    route: 'GET /api/trials/person',
    access: 'users:manage',
    call: (_, c) => c.get('/api/trials/person?email=gast%40example.de'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'DELETE /api/trials/person',
    access: 'users:manage',
    call: (_, c) => c.delete('/api/trials/person?email=gast%40example.de'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /public/trials/cancel',
    access: 'public',
    call: (_, c) => c.post('/public/trials/cancel', { token: 'x'.repeat(43) }),
    expect: everyone(400),
  },
  {
    route: 'GET /api/trials',
    access: 'trials:manage',
    call: async (ctx, c) => c.get(`/api/trials?course=${(await ctx.target()).course.id}`),
    expect: allowed(TRAINERS),
  },
  {
    route: 'PUT /api/trials/attendance',
    access: 'trials:manage',
    call: async (ctx, c) => {
      const row = await confirmedBooking(ctx);
      return c.put('/api/trials/attendance', { _id: row.id, attended: true }, ifMatch(row.version));
    },
    expect: allowed(TRAINERS),
  },
  {
    route: 'PUT /api/trials/places',
    access: 'trials:manage',
    call: async (ctx, c) =>
      c.put('/api/trials/places', { _id: (await ctx.target()).course.id, trial_places: 2 }),
    expect: allowed(TRAINERS),
  },
  {
    route: 'DELETE /api/trial/:id',
    access: 'trials:manage',
    call: async (ctx, c) => c.delete(`/api/trial/${(await confirmedBooking(ctx)).id}`),
    expect: allowed(TRAINERS),
  },
];
