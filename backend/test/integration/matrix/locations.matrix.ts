import { randomUUID } from 'node:crypto';
import { ifMatch } from '@test/utils/http';
import { createLocation } from '@test/factories/factories';
import { multipart } from '@test/utils/multipart';
import { pngImage } from '@test/utils/images';
import { allowed, everyone, DECIDERS, type MatrixRow } from '@test/integration/matrix/matrix';

export const LOCATION_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/locations',
    access: 'public',
    call: (_, c) => c.get('/public/locations'),
    expect: everyone(),
  },
  {
    route: 'GET /api/locations',
    access: 'locations:manage',
    call: (_, c) => c.get('/api/locations'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/locations',
    access: 'locations:manage',
    call: (_, c) => c.post('/api/locations', locationBody()),
    expect: allowed(DECIDERS, 201),
  },
  {
    route: 'PUT /api/locations',
    access: 'locations:manage',
    call: async (ctx, c) => {
      const location = await createLocation(ctx.t.db);
      return c.put('/api/locations', { _id: location.id, ...locationBody() }, ifMatch(1));
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'DELETE /api/locations',
    access: 'locations:manage',
    call: async (ctx, c) => c.delete(`/api/locations?id=${(await createLocation(ctx.t.db)).id}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/location/uploadImage/:id',
    access: 'locations:manage',
    call: async (ctx, c) => {
      const location = await createLocation(ctx.t.db);
      const { payload, headers } = multipart(await pngImage(64, 48), { filename: 'halle.png' });
      return c.post(`/api/location/uploadImage/${location.id}`, payload, headers);
    },
    expect: allowed(DECIDERS),
  },
];

function locationBody() {
  return {
    name: `Halle ${randomUUID().slice(0, 8)}`,
    description: 'Neue Halle mit Umkleiden.',
    postal_code: '12345',
    city: 'Musterstadt',
    address: 'Schulstraße 3',
  };
}
