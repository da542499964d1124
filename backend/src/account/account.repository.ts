import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx } from '@/db/client';
import { accountTokens, users, type AccountTokenPurpose } from '@/db/schema';
import { revokeUserSessions } from '@/users/users.repository';

/**
 * Marks every unused link of the user used. A new password (own change, reset, verification)
 * voids the reset and verification links mailed before it: an old mail must not set the password
 * again behind the user's back.
 */
async function voidOpenLinks(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
}

@Injectable()
export class AccountRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Voids every unused link of the user (their e-mail address changed). */
  async voidAll(userId: string): Promise<void> {
    await voidOpenLinks(this.db, userId);
  }

  /** Stores a new link and voids the user's earlier unused ones of the same purpose. */
  async issue(userId: string, purpose: AccountTokenPurpose, tokenHash: string, expiresAt: Date) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
      await tx.insert(accountTokens).values({ userId, purpose, tokenHash, expiresAt });
    });
  }

  /**
   * Uses a link once: marks it used and, in the same transaction, sets the password, marks the
   * account verified and ends all its sessions. Null when the link is unknown, used or expired
   * (the conditional update makes a second concurrent use fail).
   */
  async consume(
    purpose: AccountTokenPurpose,
    tokenHash: string,
    passwordHash: string,
  ): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const [token] = await tx
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: accountTokens.userId });
      if (!token) return null;
      await tx
        .update(users)
        .set({ passwordHash, verified: true, updatedAt: new Date() })
        .where(eq(users.id, token.userId));
      await revokeUserSessions(tx, token.userId);
      await voidOpenLinks(tx, token.userId);
      return token.userId;
    });
  }

  async passwordHashOf(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.passwordHash ?? null;
  }

  async setPassword(userId: string, passwordHash: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await revokeUserSessions(tx, userId);
      await voidOpenLinks(tx, userId);
    });
  }
}
