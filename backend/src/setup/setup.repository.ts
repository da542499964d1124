import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { clubSettings, setupTokens, users } from '@/db/schema';
import { setupPending } from '@/setup/setup-link';

export interface NewInstallation {
  tokenHash: string;
  clubName: string;
  owner: { email: string; firstname: string; lastname: string; passwordHash: string };
}

/** Why a setup was not done: the link is no good, or the site has its owner already. */
export type SetupRefusal = 'invalid-token' | 'done' | 'email-taken';

@Injectable()
export class SetupRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  pending(): Promise<boolean> {
    return setupPending(this.db);
  }

  /** True for a stored token that is unused and not expired. */
  async usable(tokenHash: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: setupTokens.id })
      .from(setupTokens)
      .where(
        and(
          eq(setupTokens.tokenHash, tokenHash),
          isNull(setupTokens.usedAt),
          gt(setupTokens.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * In one transaction, under a lock that makes two setups at once wait for each other: uses the
   * token, creates the owner (verified: they chose the password) and the club, and voids every
   * other setup link. The owner's id, or why nothing was done (and nothing was written).
   */
  async complete(setup: NewInstallation): Promise<{ ownerId: string } | { refused: SetupRefusal }> {
    return this.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('vereinsheim:setup'))`);
        if (!(await setupPending(tx))) return { refused: 'done' as const };
        const [token] = await tx
          .update(setupTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(setupTokens.tokenHash, setup.tokenHash),
              isNull(setupTokens.usedAt),
              gt(setupTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ id: setupTokens.id });
        if (!token) return { refused: 'invalid-token' as const };
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, setup.owner.email))
          .limit(1);
        if (taken) {
          // The token stays usable: the form is shown again with another address.
          tx.rollback();
        }
        const [owner] = await tx
          .insert(users)
          .values({ ...setup.owner, roles: ['owner'], verified: true })
          .returning({ id: users.id });
        await tx
          .insert(clubSettings)
          .values({ id: 1, name: setup.clubName })
          .onConflictDoUpdate({
            target: clubSettings.id,
            set: {
              name: setup.clubName,
              version: sql`${clubSettings.version} + 1`,
              updatedAt: new Date(),
            },
          });
        await tx.delete(setupTokens);
        return { ownerId: owner!.id };
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return { refused: 'email-taken' as const };
        throw error;
      });
  }
}
