import { everyone, allowed, LOGGED_IN, type MatrixRow } from '@test/integration/matrix/matrix';

/** Session, configuration and the shell. */
export const SESSION_ROWS: MatrixRow[] = [
  {
    route: 'GET /config',
    access: 'public',
    call: (_, c) => c.get('/config'),
    expect: everyone(),
  },
  {
    route: 'POST /api/login',
    access: 'public',
    call: (ctx, c) =>
      c.post('/api/login', { email: ctx.world.owner.email, password: 'Turnen1887!' }),
    expect: everyone(),
  },
  {
    route: 'POST /api/refresh',
    access: 'public',
    call: (_, c) => c.post('/api/refresh'),
    expect: everyone(401),
  },
  {
    route: 'POST /api/logout',
    access: 'public',
    call: (_, c) => c.post('/api/logout'),
    expect: everyone(),
    fresh: true,
  },
  {
    route: 'GET /verification',
    access: 'session',
    call: (_, c) => c.get('/verification'),
    expect: allowed(LOGGED_IN),
  },
  {
    route: 'POST /api/exists',
    access: 'session',
    call: (ctx, c) => c.post('/api/exists', { _id: ctx.world.owner.id }),
    expect: allowed(LOGGED_IN),
  },
];
