import { createUser } from '@test/factories/factories';
import { allowed, DECIDERS, LOGGED_IN, type MatrixRow } from '@test/integration/matrix/matrix';

/** Data exports (GDPR); the erasure is DELETE /api/users/:id (users.matrix.ts). */
export const PRIVACY_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/user/export',
    access: 'session',
    call: (_, c) => c.get('/api/user/export'),
    expect: allowed(LOGGED_IN),
  },
  {
    route: 'GET /api/users/:id/export',
    access: 'users:manage',
    call: async (ctx, c) =>
      c.get(`/api/users/${(await createUser(ctx.t.db, { roles: ['course'] })).id}/export`),
    expect: allowed(DECIDERS),
  },
];
