import { Inject, Injectable } from '@nestjs/common';
import { count, desc, eq, lt } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { auditLog, users } from '@/db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditRowWithActor = AuditRow & { actorName: string | null };
export type AuditValues = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

@Injectable()
export class AuditRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(values: AuditValues): Promise<void> {
    await this.db.insert(auditLog).values(values);
  }

  /** Newest first, with the actor's current name (null once the account is gone). */
  async page(limit: number, offset: number): Promise<AuditRowWithActor[]> {
    const rows = await this.db
      .select({ entry: auditLog, firstname: users.firstname, lastname: users.lastname })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      ...r.entry,
      actorName: r.firstname === null ? null : `${r.firstname} ${r.lastname ?? ''}`.trim(),
    }));
  }

  async total(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(auditLog);
    return row?.n ?? 0;
  }

  /** Deletes the entries written before `cutoff`; returns how many. */
  async deleteOlderThan(cutoff: Date): Promise<number> {
    const gone = await this.db
      .delete(auditLog)
      .where(lt(auditLog.at, cutoff))
      .returning({ id: auditLog.id });
    return gone.length;
  }
}
