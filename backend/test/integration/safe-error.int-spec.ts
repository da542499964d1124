import { sql } from 'drizzle-orm';
import { openTestDatabase } from '@test/utils/test-database';
import type { DatabaseHandle } from '@/db/client';
import { users } from '@/db/schema';
import { safeErrorText } from '@/common/safe-error';

/** Real failed queries (Drizzle's wrapper around the server's answer) never log their values. */
describe('error texts for the log', () => {
  let db: DatabaseHandle;
  const email = 'geheim.person@example.org';

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  async function failure(run: () => Promise<unknown>): Promise<unknown> {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error('the query was expected to fail');
  }

  it('names the SQLSTATE of a failed query, not its parameters', async () => {
    const error = await failure(() => db.db.execute(sql`select ${email}::uuid`));
    // Without the scrubbing, both the wrapper and PostgreSQL's message quote the address.
    expect(String((error as Error).message)).toContain(email);
    const text = safeErrorText(error, { stack: true });
    expect(text).toContain('22P02');
    expect(text).not.toContain(email);
    expect(text).toMatch(/\n\s+at /);
  });

  it('names table and constraint of a refused insert, not the row', async () => {
    const row = {
      email,
      firstname: 'Geheim',
      lastname: 'Person',
      passwordHash: '$argon2id$v=19$geheimer-hash',
    };
    await db.db.insert(users).values(row);
    const error = await failure(() => db.db.insert(users).values(row));
    const text = safeErrorText(error, { stack: true });
    expect(text).toContain('23505');
    expect(text).toContain('users');
    for (const secret of [email, 'Geheim', '$argon2id$v=19$geheimer-hash']) {
      expect(text).not.toContain(secret);
    }
  });

  it('keeps the message of other errors', () => {
    expect(safeErrorText(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(
      'Error: connect ECONNREFUSED 127.0.0.1:5432',
    );
  });
});
