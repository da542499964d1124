import { randomUUID } from 'node:crypto';
import { ifMatch } from '@test/utils/http';
import { multipart } from '@test/utils/multipart';
import { pngImage } from '@test/utils/images';
import { DEMO_PASSWORD, createUser } from '@test/factories/factories';
import {
  allowed,
  everyone,
  DECIDERS,
  LOGGED_IN,
  MANAGERS,
  type MatrixRow,
} from '@test/integration/matrix/matrix';

/** Users, account flows, trainers, dashboard, page views and the audit log. */
export const USER_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/users',
    access: 'users:manage',
    call: (_, c) => c.get('/api/users'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/users',
    access: 'users:manage',
    call: (_, c) =>
      c.post('/api/users', {
        email: `neu-${randomUUID().slice(0, 8)}@example.org`,
        firstname: 'Nina',
        lastname: 'Neumann',
        roles: ['course'],
      }),
    expect: allowed(DECIDERS, 201),
  },
  {
    route: 'PUT /api/users',
    access: 'users:manage',
    call: async (ctx, c) => {
      const user = await createUser(ctx.t.db, { roles: ['course'] });
      return c.put(
        '/api/users',
        { _id: user.id, email: user.email, firstname: 'Nina', lastname: 'Neumann' },
        ifMatch(1),
      );
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'DELETE /api/users/:id',
    access: 'users:manage',
    call: async (ctx, c) =>
      c.delete(`/api/users/${(await createUser(ctx.t.db, { roles: ['course'] })).id}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/user/block/:id',
    access: 'users:manage',
    call: async (ctx, c) =>
      c.post(`/api/user/block/${(await createUser(ctx.t.db, { roles: ['course'] })).id}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/toggleUserRole',
    access: 'users:manage',
    call: async (ctx, c) =>
      c.post('/api/toggleUserRole', {
        _id: (await createUser(ctx.t.db, { roles: ['course'] })).id,
        role: 'workshop',
      }),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/users/fixEmails',
    access: 'users:manage',
    call: (_, c) => c.post('/api/users/fixEmails'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/resendToken/:id',
    access: 'users:manage',
    call: async (ctx, c) =>
      c.post(
        `/api/resendToken/${(await createUser(ctx.t.db, { roles: ['course'], verified: false })).id}`,
      ),
    expect: allowed(DECIDERS),
  },
  {
    route: 'GET /public/users',
    access: 'public',
    call: (_, c) => c.get('/public/users'),
    expect: everyone(),
  },
  {
    route: 'POST /api/forgotPassword',
    access: 'public',
    call: (ctx, c) => c.post('/api/forgotPassword', { email: ctx.world.workshop.email }),
    expect: everyone(),
  },
  {
    route: 'POST /api/resetPassword',
    access: 'public',
    call: (_, c) =>
      c.post('/api/resetPassword', { token: 'x'.repeat(43), password: 'NeuesPasswort1' }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/verifyAccount',
    access: 'public',
    call: (_, c) =>
      c.post('/api/verifyAccount', { token: 'x'.repeat(43), password: 'NeuesPasswort1' }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/user/profileImage/:id',
    access: 'users:manage',
    call: async (ctx, c) => {
      const { payload, headers } = multipart(await pngImage(64, 64), { filename: 'foto.png' });
      const id = (await createUser(ctx.t.db, { roles: ['course'] })).id;
      return c.post(`/api/user/profileImage/${id}`, payload, headers);
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/user/profileImage',
    access: 'session',
    call: async (_, c) => {
      const { payload, headers } = multipart(await pngImage(64, 64), { filename: 'ich.png' });
      return c.post('/api/user/profileImage', payload, headers);
    },
    expect: allowed(LOGGED_IN),
  },
  {
    route: 'PUT /api/profile',
    access: 'session',
    call: async (_, c) => {
      const me = await c.get('/verification');
      const version = me.statusCode === 200 ? (me.json().data.user.version as number) : 1;
      return c.put('/api/profile', { firstname: 'Test', lastname: 'Profil' }, ifMatch(version));
    },
    expect: allowed(LOGGED_IN),
  },
  {
    // A wrong current password: the permission is checked without ending the shared sessions.
    route: 'POST /api/changePassword',
    access: 'session',
    call: (_, c) =>
      c.post('/api/changePassword', {
        currentPassword: 'nicht-das-passwort',
        newPassword: DEMO_PASSWORD,
      }),
    expect: allowed(LOGGED_IN, 400),
  },
  {
    route: 'POST /api/trainer',
    access: 'trainers:create',
    call: (_, c) => c.post('/api/trainer', { firstname: 'Tom', lastname: 'Turner' }),
    expect: allowed(MANAGERS, 201),
  },
  {
    route: 'GET /api/dashboard',
    access: 'dashboard:view',
    call: (_, c) => c.get('/api/dashboard'),
    expect: allowed(MANAGERS),
  },
  {
    route: 'GET /api/lastUpdatedBy',
    access: 'dashboard:view',
    call: (_, c) => c.get('/api/lastUpdatedBy'),
    expect: allowed(MANAGERS),
  },
  {
    route: 'POST /public/pageview',
    access: 'public',
    call: (_, c) => c.post('/public/pageview', { path: '/de/kurse' }),
    expect: everyone(),
  },
  {
    route: 'GET /api/audit',
    access: 'audit:read',
    call: (_, c) => c.get('/api/audit'),
    expect: allowed(DECIDERS),
  },
];
