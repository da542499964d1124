import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '@/db/client';
import { departmentRevisions } from '@/db/schema';
import { emptyDatabase, migrationsBefore } from '@test/utils/migrations';

const MIGRATION = '0009_department_revisions';

describe(`migration ${MIGRATION}`, () => {
  for (const kind of ['pglite', 'postgres'] as const) {
    const run = kind === 'postgres' && !process.env.DATABASE_URL ? it.skip : it;
    run(`gives each public department its present text as revision 1 (${kind})`, async () => {
      const before = migrationsBefore(MIGRATION);
      const database = await emptyDatabase(kind);
      try {
        const { db } = database.handle;
        await database.migrateFrom(before);
        // Written as the schema stood before the migration (no Drizzle table for it yet).
        await db.execute(sql`
          insert into departments (id, name, title, description, public) values
            ('00000000-0000-4000-8000-000000000001', 'Turnen', 'Turnen', '<p>Am Reck</p>', true),
            ('00000000-0000-4000-8000-000000000002', 'Schach', 'Schach', '<p>Still</p>', false)`);
        await database.migrateFrom(MIGRATIONS_DIR);

        const rows = await db.select().from(departmentRevisions);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          departmentId: '00000000-0000-4000-8000-000000000001',
          number: 1,
          snapshot: { name: 'Turnen', title: 'Turnen', description: '<p>Am Reck</p>' },
          createdBy: null,
        });
      } finally {
        await database.drop();
        rmSync(before, { recursive: true, force: true });
      }
    });
  }
});
