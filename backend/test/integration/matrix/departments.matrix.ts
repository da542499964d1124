import { allowed, MANAGERS, type MatrixRow } from '@test/integration/matrix/matrix';

export const DEPARTMENT_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/departments',
    access: 'departments:read',
    call: (_, c) => c.get('/api/departments'),
    expect: allowed(MANAGERS),
  },
];
