import { createWorkshop } from '@test/factories/factories';
import { ifMatch } from '@test/utils/http';
import { multipart } from '@test/utils/multipart';
import { pngImage } from '@test/utils/images';
import {
  allowed,
  everyone,
  DECIDERS,
  WORKSHOP_STAFF,
  type Ctx,
  type MatrixRow,
} from '@test/integration/matrix/matrix';

/** Workshops: the workshop team edits and requests publication; admin/owner decide, block, delete. */
export const WORKSHOP_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/workshops',
    access: 'public',
    call: (_, c) => c.get('/public/workshops'),
    expect: everyone(),
  },
  {
    route: 'GET /api/workshops',
    access: 'workshops:manage',
    call: (_, c) => c.get('/api/workshops'),
    expect: allowed(WORKSHOP_STAFF),
  },
  {
    route: 'POST /api/workshops',
    access: 'workshops:manage',
    call: (_, c) =>
      c.post('/api/workshops', {
        title: 'Faszientraining',
        info: 'Samstag, 10–12 Uhr',
        description: '<p>Beweglich bleiben.</p>',
        members: 12,
      }),
    expect: allowed(WORKSHOP_STAFF, 201),
  },
  {
    route: 'GET /api/workshop/:id',
    access: 'workshops:manage',
    call: async (ctx, c) => c.get(`/api/workshop/${await target(ctx)}`),
    expect: allowed(WORKSHOP_STAFF),
  },
  {
    route: 'POST /api/workshop',
    access: 'workshops:manage',
    call: async (ctx, c) =>
      c.post('/api/workshop', { _id: await target(ctx), members: 20 }, ifMatch(1)),
    expect: allowed(WORKSHOP_STAFF),
  },
  {
    route: 'POST /api/workshop/profileImage/:id',
    access: 'workshops:manage',
    call: async (ctx, c) => {
      const { payload, headers } = multipart(await pngImage(64, 48), { filename: 'workshop.png' });
      return c.post(`/api/workshop/profileImage/${await target(ctx)}`, payload, headers);
    },
    expect: allowed(WORKSHOP_STAFF),
  },
  {
    route: 'DELETE /api/workshop/:id',
    access: 'workshops:delete',
    call: async (ctx, c) => c.delete(`/api/workshop/${await target(ctx)}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/workshop/publish/:id',
    access: 'workshops:manage',
    call: async (ctx, c) => c.post(`/api/workshop/publish/${await target(ctx)}`),
    expect: allowed(WORKSHOP_STAFF),
  },
  {
    route: 'POST /api/workshop/block/:id',
    access: 'workshops:block',
    call: async (ctx, c) => c.post(`/api/workshop/block/${await target(ctx)}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/workshop/grant/:id',
    access: 'publish-requests:decide',
    call: async (ctx, c) => c.post(`/api/workshop/grant/${await pendingTarget(ctx)}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/workshop/reject/:id',
    access: 'publish-requests:decide',
    call: async (ctx, c) =>
      c.post(`/api/workshop/reject/${await pendingTarget(ctx)}`, {
        reason: 'Bitte Termin prüfen.',
      }),
    expect: allowed(DECIDERS),
  },
];

async function target(ctx: Ctx): Promise<string> {
  return (await createWorkshop(ctx.t.db)).workshop.id;
}

/** A new workshop with a pending publish request made by the workshop user. */
async function pendingTarget(ctx: Ctx): Promise<string> {
  const id = await target(ctx);
  const res = await (await ctx.client('workshop')).post(`/api/workshop/publish/${id}`);
  expect(res.statusCode).toBe(200);
  return id;
}
