import { randomUUID } from 'node:crypto';
import { everyone, type MatrixRow } from '@test/integration/matrix/matrix';

/**
 * Uploaded files and the forms PDFs. The matrix reads every answer as JSON, so the rows ask for
 * a missing file (404 for everyone, also anonymous: the routes are public); the real files and
 * their headers are tested in files.int-spec.ts and documents.int-spec.ts.
 */
export const FILE_ROWS: MatrixRow[] = [
  {
    route: 'GET /uploads/:name',
    access: 'public',
    call: (_, c) => c.get(`/uploads/${randomUUID()}.jpg`),
    expect: everyone(404),
  },
  {
    route: 'GET /public/forms',
    access: 'public',
    call: (_, c) => c.get('/public/forms'),
    expect: everyone(),
  },
  {
    route: 'GET /forms/:file',
    access: 'public',
    call: (_, c) => c.get('/forms/gibt-es-nicht.pdf'),
    expect: everyone(404),
  },
];
