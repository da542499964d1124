import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { and, eq, lt, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { idempotencyKeys } from '@/db/schema';
import { AppError, ErrorCode } from '@/common/app-error';
import { JobLeader } from '@/common/job-leader';

export type BeginResult = { kind: 'proceed' } | { kind: 'replay'; status: number; body: unknown };

/** A key still "in progress" after this long belongs to a request that died; it may be taken over. */
const ABANDONED_AFTER_MS = 60_000;
const KEEP_FOR_MS = 24 * 3_600_000;

@Injectable()
export class IdempotencyRepository implements OnModuleInit {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly leader: JobLeader,
  ) {}

  onModuleInit(): void {
    // Hourly, on the job runner only: one instance sweeps for all.
    this.leader.every(3_600_000, () => this.sweep());
  }

  async begin(scope: string, key: string, requestHash: string): Promise<BeginResult> {
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash, status: 'in_progress' })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'proceed' };
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!row) return this.begin(scope, key, requestHash); // released in between
    if (row.requestHash !== requestHash) {
      throw new AppError(
        ErrorCode.IdempotencyKeyReused,
        'Diese Anfrage-Kennung wurde bereits für eine andere Änderung verwendet.',
      );
    }
    if (row.status === 'completed') {
      return { kind: 'replay', status: row.responseStatus ?? 200, body: row.responseBody };
    }
    const takenOver = await this.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date() })
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.status, 'in_progress'),
          lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (takenOver.length > 0) return { kind: 'proceed' };
    throw new AppError(
      ErrorCode.IdempotencyInProgress,
      'Diese Änderung wird gerade noch verarbeitet. Bitte versuche es gleich noch einmal.',
    );
  }

  async complete(scope: string, key: string, status: number, body: unknown): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ status: 'completed', responseStatus: status, responseBody: body ?? null })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }

  async release(scope: string, key: string): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }

  async sweep(): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`${new Date(Date.now() - KEEP_FOR_MS)}`));
  }
}
