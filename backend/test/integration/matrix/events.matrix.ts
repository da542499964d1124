import { createEvent } from '@test/factories/factories';
import { ifMatch } from '@test/utils/http';
import { addDays, berlinToday } from '@/schedule/schedule-rules';
import {
  allowed,
  everyone,
  MANAGERS,
  type Ctx,
  type MatrixRow,
} from '@test/integration/matrix/matrix';

/** An event of the department user's department (theirs) or of another (`other`). */
const eventOf = (ctx: Ctx, whose: 'own' | 'other' | 'club') =>
  createEvent(ctx.t.db, {
    departmentId:
      whose === 'own' ? ctx.world.department.id : whose === 'other' ? ctx.world.other.id : null,
  });

export function eventBody(overrides: object = {}) {
  return {
    kind: 'party',
    title: 'Sommerfest',
    date: addDays(berlinToday(), 40),
    start_time: '15:00',
    end_time: '22:00',
    place: 'Sportplatz',
    published: true,
    cancelled: false,
    ...overrides,
  };
}

/**
 * Club events (events/): the public list and pages for everyone; admin and owner edit every
 * event, a department user those of their department (the row rule: events.int-spec.ts).
 */
export const EVENT_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/events',
    access: 'public',
    call: (_, c) => c.get('/public/events'),
    expect: everyone(),
  },
  {
    route: 'GET /public/event/:slug',
    access: 'public',
    call: async (ctx, c) => c.get(`/public/event/${(await eventOf(ctx, 'club')).slug}`),
    expect: everyone(),
  },
  {
    route: 'GET /api/events',
    access: 'events:manage',
    call: (_, c) => c.get('/api/events'),
    expect: allowed(MANAGERS),
  },
  {
    route: 'POST /api/events',
    access: 'events:manage',
    call: (ctx, c) => c.post('/api/events', eventBody({ department_id: ctx.world.department.id })),
    expect: allowed(MANAGERS, 201),
  },
  {
    route: 'PUT /api/events',
    access: 'events:manage',
    call: async (ctx, c) => {
      const event = await eventOf(ctx, 'own');
      return c.put(
        '/api/events',
        { _id: event.id, ...eventBody({ department_id: event.departmentId }) },
        ifMatch(1),
      );
    },
    expect: allowed(MANAGERS),
  },
  {
    route: 'DELETE /api/events/:id',
    access: 'events:manage',
    call: async (ctx, c) => c.delete(`/api/events/${(await eventOf(ctx, 'own')).id}`),
    expect: allowed(MANAGERS),
  },
];
