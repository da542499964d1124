import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { auditLog, courses, departments, users, workshops } from '@/db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditRowWithActor = AuditRow & {
  actorName: string | null;
  /** The entity's current name, for the kinds whose entries do not record one; else null. */
  entityName: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The kinds named by their row now: their entries (publish, block, cancel) record no name. */
const NAMED_KINDS = ['course', 'workshop', 'department', 'user'] as const;
type NamedKind = (typeof NAMED_KINDS)[number];
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
    const names = await this.currentNames(rows.map((r) => r.entry));
    return rows.map((r) => ({
      ...r.entry,
      actorName: r.firstname === null ? null : `${r.firstname} ${r.lastname ?? ''}`.trim(),
      entityName: names.get(`${r.entry.entityType}:${r.entry.entityId}`) ?? null,
    }));
  }

  /** "type:id" -> the current title or name of the page's courses, workshops, departments, accounts. */
  private async currentNames(entries: AuditRow[]): Promise<Map<string, string>> {
    const ids = new Map<NamedKind, string[]>(NAMED_KINDS.map((kind) => [kind, []]));
    for (const { entityType, entityId } of entries) {
      if (entityId && UUID.test(entityId)) ids.get(entityType as NamedKind)?.push(entityId);
    }
    const lookups: Record<NamedKind, (list: string[]) => Promise<{ id: string; name: string }[]>> =
      {
        course: (list) =>
          this.db
            .select({ id: courses.id, name: courses.title })
            .from(courses)
            .where(inArray(courses.id, list)),
        workshop: (list) =>
          this.db
            .select({ id: workshops.id, name: workshops.title })
            .from(workshops)
            .where(inArray(workshops.id, list)),
        department: (list) =>
          this.db
            .select({ id: departments.id, name: departments.title })
            .from(departments)
            .where(inArray(departments.id, list)),
        user: (list) =>
          this.db
            .select({
              id: users.id,
              name: sql<string>`concat_ws(' ', ${users.firstname}, ${users.lastname})`,
            })
            .from(users)
            .where(inArray(users.id, list)),
      };
    const names = new Map<string, string>();
    for (const kind of NAMED_KINDS) {
      const list = [...new Set(ids.get(kind))];
      if (list.length === 0) continue;
      for (const row of await lookups[kind](list)) names.set(`${kind}:${row.id}`, row.name);
    }
    return names;
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
