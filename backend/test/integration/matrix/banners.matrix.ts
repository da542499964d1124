import { ifMatch } from '@test/utils/http';
import { createBanner } from '@test/factories/factories';
import { allowed, everyone, DECIDERS, type MatrixRow } from '@test/integration/matrix/matrix';

const future = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export const BANNER_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/banners',
    access: 'banners:manage',
    call: (_, c) => c.get('/api/banners'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/banners',
    access: 'banners:manage',
    call: (_, c) => c.post('/api/banners', bannerBody()),
    expect: allowed(DECIDERS, 201),
  },
  {
    route: 'PUT /api/banners',
    access: 'banners:manage',
    call: async (ctx, c) => {
      const banner = await createBanner(ctx.t.db);
      return c.put('/api/banners', { _id: banner.id, ...bannerBody() }, ifMatch(1));
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'DELETE /api/banners/:id',
    access: 'banners:manage',
    call: async (ctx, c) => c.delete(`/api/banners/${(await createBanner(ctx.t.db)).id}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /public/banners',
    access: 'public',
    call: (_, c) => c.get('/public/banners'),
    expect: everyone(),
  },
];

function bannerBody() {
  return {
    text: 'Die Halle ist am Feiertag geschlossen.',
    severity: 'info',
    starts_at: future(24),
    ends_at: future(48),
  };
}
