import { createLocation } from '@test/factories/factories';
import { allowed, everyone, DECIDERS, type MatrixRow } from '@test/integration/matrix/matrix';

/** The week view of a venue (issue 25): public from the published copies, staff from the working ones. */
export const HALL_PLAN_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/locations/:id/plan',
    access: 'public',
    call: async (ctx, c) => c.get(`/public/locations/${(await createLocation(ctx.t.db)).id}/plan`),
    expect: everyone(),
  },
  {
    route: 'GET /api/locations/:id/plan',
    access: 'locations:manage',
    call: async (ctx, c) => c.get(`/api/locations/${(await createLocation(ctx.t.db)).id}/plan`),
    expect: allowed(DECIDERS),
  },
];
