import { ifMatch } from '@test/utils/http';
import { multipart } from '@test/utils/multipart';
import { pngImage } from '@test/utils/images';
import { createSponsor } from '@test/factories/factories';
import { allowed, everyone, DECIDERS, type MatrixRow } from '@test/integration/matrix/matrix';

export const SPONSOR_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/sponsors',
    access: 'sponsors:manage',
    call: (_, c) => c.get('/api/sponsors'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/sponsors',
    access: 'sponsors:manage',
    call: (_, c) => c.post('/api/sponsors', sponsorBody()),
    expect: allowed(DECIDERS, 201),
  },
  {
    route: 'PUT /api/sponsors',
    access: 'sponsors:manage',
    call: async (ctx, c) => {
      const sponsor = await createSponsor(ctx.t.db);
      return c.put('/api/sponsors', { _id: sponsor.id, ...sponsorBody() }, ifMatch(1));
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/sponsor/uploadImage/:id',
    access: 'sponsors:manage',
    call: async (ctx, c) => {
      const { payload, headers } = multipart(await pngImage(64, 48), { filename: 'logo.png' });
      return c.post(
        `/api/sponsor/uploadImage/${(await createSponsor(ctx.t.db)).id}`,
        payload,
        headers,
      );
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'DELETE /api/sponsor/:id',
    access: 'sponsors:manage',
    call: async (ctx, c) => c.delete(`/api/sponsor/${(await createSponsor(ctx.t.db)).id}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /public/sponsors/homepage',
    access: 'public',
    call: (_, c) => c.get('/public/sponsors/homepage'),
    expect: everyone(),
  },
  {
    route: 'GET /public/sponsors/volkslauf',
    access: 'public',
    call: (_, c) => c.get('/public/sponsors/volkslauf'),
    expect: everyone(),
  },
];

function sponsorBody() {
  return {
    text: 'Bäckerei Sonnenschein',
    link: 'https://www.example.org/baeckerei',
    placements: ['homepage', 'volkslauf'],
  };
}
