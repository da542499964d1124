import { allowed, DECIDERS, type MatrixRow } from '@test/integration/matrix/matrix';

export const BACKUP_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/backup',
    access: 'backup:download',
    call: (_, c) => c.get('/api/backup'),
    expect: allowed(DECIDERS),
  },
];
