import { ifMatch } from '@test/utils/http';
import { createFunrun, freeFunrunYear } from '@test/factories/factories';
import { allowed, everyone, DECIDERS, type MatrixRow } from '@test/integration/matrix/matrix';

/** The fun run year by year (funruns/): the public page for everyone, the editor for club:manage. */
export const FUNRUN_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/funrun',
    access: 'public',
    call: (_, c) => c.get('/public/funrun'),
    expect: everyone(),
  },
  {
    route: 'GET /public/funrun/:year',
    access: 'public',
    call: async (ctx, c) => c.get(`/public/funrun/${(await createFunrun(ctx.t.db)).year}`),
    expect: everyone(),
  },
  {
    route: 'GET /api/funruns',
    access: 'club:manage',
    call: (_, c) => c.get('/api/funruns'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/funruns',
    access: 'club:manage',
    call: (_, c) => c.post('/api/funruns', funrunBody(freeFunrunYear())),
    expect: allowed(DECIDERS, 201),
  },
  {
    route: 'PUT /api/funruns',
    access: 'club:manage',
    call: async (ctx, c) => {
      const run = await createFunrun(ctx.t.db);
      return c.put('/api/funruns', { _id: run.id, ...funrunBody(run.year) }, ifMatch(1));
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'DELETE /api/funruns/:id',
    access: 'club:manage',
    call: async (ctx, c) => c.delete(`/api/funruns/${(await createFunrun(ctx.t.db)).id}`),
    expect: allowed(DECIDERS),
  },
];

export function funrunBody(year: number, overrides: object = {}) {
  return {
    year,
    date: `${year}-06-28`,
    start_time: '09:30',
    registration_until: `${year}-06-22`,
    bib_pickups: [{ date: `${year}-06-27`, from: '14:00', to: '16:00' }],
    late_closes_minutes: 15,
    late_fee: 2,
    tracks: [
      {
        name_de: '10 km Lauf',
        name_en: '10 km run',
        distance_m: 10_000,
        start_time: '09:30',
        fee: 10,
        medal: false,
      },
    ],
    ...overrides,
  };
}
