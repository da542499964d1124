import { Inject, Injectable } from '@nestjs/common';
import { count, desc } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { auditLog } from '@/db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditValues = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

@Injectable()
export class AuditRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(values: AuditValues): Promise<void> {
    await this.db.insert(auditLog).values(values);
  }

  /** Newest first. */
  page(limit: number, offset: number): Promise<AuditRow[]> {
    return this.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset);
  }

  async total(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(auditLog);
    return row?.n ?? 0;
  }
}
