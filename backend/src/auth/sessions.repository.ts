import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { sessions } from '@/db/schema';

export type SessionRow = typeof sessions.$inferSelect;

@Injectable()
export class SessionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(row: {
    userId: string;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
  }): Promise<SessionRow> {
    const [created] = await this.db.insert(sessions).values(row).returning();
    return created!;
  }

  async findByTokenHash(tokenHash: string): Promise<SessionRow | null> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  }

  /**
   * Marks the session rotated and inserts its successor in one transaction; false when another
   * request rotated it first (the caller then treats the old token as reused).
   */
  async rotate(
    old: SessionRow,
    next: { tokenHash: string; expiresAt: Date },
  ): Promise<SessionRow | null> {
    return this.db.transaction(async (tx) => {
      const marked = await tx
        .update(sessions)
        .set({ rotatedAt: new Date() })
        .where(and(eq(sessions.id, old.id), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      if (marked.length === 0) return null;
      const [created] = await tx
        .insert(sessions)
        .values({ userId: old.userId, familyId: old.familyId, ...next })
        .returning();
      return created ?? null;
    });
  }

  /** The family's one token that is neither rotated nor revoked nor expired, if any. */
  async liveHead(familyId: string): Promise<SessionRow | null> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.familyId, familyId),
          isNull(sessions.rotatedAt),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return row ?? null;
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
  }
}
