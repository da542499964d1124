import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashToken } from '@/auth/auth.service';
import type { DbOrTx } from '@/db/client';
import { setupTokens, users } from '@/db/schema';

/** How long a setup link works: a day, time enough to read it from the log and go through it. */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** The setup page's path in German, the language of the link the log prints. */
export const SETUP_PATH = '/de/einrichtung';

/** True while the installation has no owner account: nobody can manage it yet. */
export async function setupPending(db: DbOrTx): Promise<boolean> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`'owner' = any(${users.roles})`)
    .limit(1);
  return owner === undefined;
}

/**
 * A new setup link while no owner exists (null once one does): 256 random bits, of which only
 * the SHA-256 is stored; it works once, for SETUP_TOKEN_TTL_MS. Links printed before stay valid
 * until they expire (two instances starting at once each print one, and both work).
 */
export async function issueSetupLink(db: DbOrTx, publicUrl: string): Promise<string | null> {
  if (!(await setupPending(db))) return null;
  const token = randomBytes(32).toString('base64url');
  await db.insert(setupTokens).values({
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SETUP_TOKEN_TTL_MS),
  });
  return `${publicUrl}${SETUP_PATH}?token=${token}`;
}

/** The lines the start and `npm run setup` print with a link. */
export function setupLinkMessage(link: string): string {
  return [
    'Diese Installation hat noch kein Konto. Richte sie über diesen Link ein (einmal gültig, 24 Stunden lang):',
    `  ${link}`,
    'Einen neuen Link gibt `npm run setup` aus.',
  ].join('\n');
}
