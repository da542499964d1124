import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { departments } from '@/db/schema';
import { createDepartment } from '@test/factories/factories';
import { ifMatch } from '@test/utils/http';
import { multipart } from '@test/utils/multipart';
import { pngImage } from '@test/utils/images';
import {
  allowed,
  everyone,
  DECIDERS,
  MANAGERS,
  type Ctx,
  type MatrixRow,
} from '@test/integration/matrix/matrix';

/** Departments: department users edit their own; admin/owner create, delete and switch visibility. */
export const DEPARTMENT_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/departments',
    access: 'public',
    call: (_, c) => c.get('/public/departments'),
    expect: everyone(),
  },
  {
    route: 'GET /public/department/:name',
    access: 'public',
    call: (ctx, c) => c.get(`/public/department/${ctx.world.department.name}`),
    expect: everyone(),
  },
  {
    route: 'GET /api/departments',
    access: 'departments:read',
    call: (_, c) => c.get('/api/departments'),
    expect: allowed(MANAGERS),
  },
  {
    route: 'POST /api/departments',
    access: 'departments:administer',
    call: (_, c) =>
      c.post('/api/departments', {
        name: `Abteilung ${randomUUID().slice(0, 8)}`,
        title: 'Neue Abteilung',
        description: '<p>Neu im Verein.</p>',
      }),
    expect: allowed(DECIDERS, 201),
  },
  {
    route: 'PUT /api/departments',
    access: 'departments:manage',
    // The department user's own department, with its current version.
    call: async (ctx, c) =>
      c.put(
        '/api/departments',
        { _id: ctx.world.department.id, title: 'Turnen und Gymnastik' },
        ifMatch(await versionOf(ctx, ctx.world.department.id)),
      ),
    expect: allowed(MANAGERS),
  },
  // The department user's own department (the row rule is tested in entity-images.int-spec.ts).
  {
    route: 'POST /api/department/uploadImage/:id',
    access: 'departments:manage',
    call: async (ctx, c) => {
      const { payload, headers } = multipart(await pngImage(64, 48), { filename: 'abteilung.png' });
      return c.post(`/api/department/uploadImage/${ctx.world.department.id}`, payload, headers);
    },
    expect: allowed(MANAGERS),
  },
  {
    route: 'POST /api/department/uploadIcon/:id',
    access: 'departments:manage',
    call: async (ctx, c) => {
      const { payload, headers } = multipart(await pngImage(64, 48), { filename: 'symbol.png' });
      return c.post(`/api/department/uploadIcon/${ctx.world.department.id}`, payload, headers);
    },
    expect: allowed(MANAGERS),
  },
  {
    route: 'GET /api/department/deletePreview/:id',
    access: 'departments:administer',
    call: async (ctx, c) =>
      c.get(`/api/department/deletePreview/${(await createDepartment(ctx.t.db)).id}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'DELETE /api/department/:id',
    access: 'departments:administer',
    call: async (ctx, c) => c.delete(`/api/department/${(await createDepartment(ctx.t.db)).id}`),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/departments/triggerPublic',
    access: 'departments:administer',
    call: async (ctx, c) =>
      c.post('/api/departments/triggerPublic', {
        _id: (await createDepartment(ctx.t.db)).id,
        public: false,
      }),
    expect: allowed(DECIDERS),
  },
];

async function versionOf(ctx: Ctx, id: string): Promise<number> {
  const [row] = await ctx.t.db.select().from(departments).where(eq(departments.id, id));
  return row!.version;
}
