import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { users } from '@/db/schema';
import { PUBLISHED_DEMO_PASSWORD } from '@/config/env';

/**
 * The e-mail of an active (not blocked) account whose password is the README's published demo
 * password, or null. Production refuses to start on such a database (a development database
 * taken live). Demo accounts seeded together share one hash, so each distinct hash is checked once.
 */
export async function accountWithPublishedPassword(db: Database): Promise<string | null> {
  const rows = await db
    .select({ email: users.email, hash: users.passwordHash })
    .from(users)
    .where(eq(users.blocked, false))
    .orderBy(users.email);
  const emailOfHash = new Map<string, string>();
  for (const row of rows) if (!emailOfHash.has(row.hash)) emailOfHash.set(row.hash, row.email);
  const hashes = [...emailOfHash.keys()];
  const matches = await Promise.all(
    hashes.map((hash) => verify(hash, PUBLISHED_DEMO_PASSWORD).catch(() => false)),
  );
  const index = matches.indexOf(true);
  return index < 0 ? null : emailOfHash.get(hashes[index]!)!;
}
