import { everyone, type MatrixRow } from '@test/integration/matrix/matrix';

/** Liveness and readiness: public, for a process manager or load balancer. */
export const HEALTH_ROWS: MatrixRow[] = [
  {
    route: 'GET /healthz',
    access: 'public',
    call: (_, c) => c.get('/healthz'),
    expect: everyone(),
  },
  {
    route: 'GET /readyz',
    access: 'public',
    call: (_, c) => c.get('/readyz'),
    expect: everyone(),
  },
];
