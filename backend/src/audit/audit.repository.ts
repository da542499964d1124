import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { auditLog, users } from '@/db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditRowWithActor = AuditRow & { actorName: string | null };
export type AuditValues = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

/** What the log is narrowed to; every part optional. */
export interface AuditFilter {
  /** Part of the actor's e-mail or current name, any case. */
  person?: string;
  action?: string;
  /** From this instant (inclusive) ... */
  from?: Date;
  /** ... to this one (exclusive). */
  to?: Date;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const pattern = filter.person ? `%${filter.person.replace(/[\\%_]/g, '\\$&')}%` : null;
  return and(
    pattern
      ? or(
          ilike(auditLog.actorEmail, pattern),
          ilike(sql`concat_ws(' ', ${users.firstname}, ${users.lastname})`, pattern),
        )
      : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
  );
}

@Injectable()
export class AuditRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(values: AuditValues): Promise<void> {
    await this.db.insert(auditLog).values(values);
  }

  /** Newest first, with the actor's current name (null once the account is gone). */
  async page(filter: AuditFilter, limit: number, offset: number): Promise<AuditRowWithActor[]> {
    const rows = await this.db
      .select({ entry: auditLog, firstname: users.firstname, lastname: users.lastname })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(whereOf(filter))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({
      ...r.entry,
      actorName: r.firstname === null ? null : `${r.firstname} ${r.lastname ?? ''}`.trim(),
    }));
  }

  async total(filter: AuditFilter = {}): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(whereOf(filter));
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
