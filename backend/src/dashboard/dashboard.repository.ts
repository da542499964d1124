import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import {
  courses,
  departments,
  locations,
  news,
  pageViews,
  posts,
  publishRequests,
  users,
  workshops,
} from '@/db/schema';
import type { ChangeType } from '@/dashboard/dto/dashboard.dto';

/** Each item counted once, in this order: blocked, pending request, published, draft. */
export interface StateCounts {
  draft: number;
  pending: number;
  published: number;
  blocked: number;
}

/** What a caller may see: everything, or one department's content (department users). */
export interface DashboardScope {
  departmentId: string | null;
}

export type ChangeRow = {
  /** One of CHANGE_TYPES: the literal each source of changeSources() selects. */
  type: ChangeType;
  id: string;
  title: string;
  updated_at: Date | string;
  updated_by_id: string | null;
  updated_by_name: string | null;
};

const num = (value: unknown) => Number(value ?? 0);

/** Counts states of a table that has `blocked` and `published_revision_id` (courses, workshops). */
function revisionStates(
  db: Database,
  table: typeof courses | typeof workshops,
  entityType: 'course' | 'workshop',
  where?: SQL,
): Promise<StateCounts> {
  const pending = sql`exists (select 1 from ${publishRequests} pr where pr.entity_type = ${entityType} and pr.entity_id = ${table.id} and pr.status = 'pending')`;
  return db
    .select({
      blocked: sql<number>`count(*) filter (where ${table.blocked})`,
      pending: sql<number>`count(*) filter (where not ${table.blocked} and ${pending})`,
      published: sql<number>`count(*) filter (where not ${table.blocked} and not ${pending} and ${table.publishedRevisionId} is not null)`,
      draft: sql<number>`count(*) filter (where not ${table.blocked} and not ${pending} and ${table.publishedRevisionId} is null)`,
    })
    .from(table)
    .where(where)
    .then(([row]) => ({
      draft: num(row?.draft),
      pending: num(row?.pending),
      published: num(row?.published),
      blocked: num(row?.blocked),
    }));
}

/** Posts and news are public on save (DESIGN section 5): published or blocked, never drafts. */
function savedStates(
  db: Database,
  table: typeof posts | typeof news,
  blocked: SQL,
  where?: SQL,
): Promise<StateCounts> {
  return db
    .select({
      blocked: sql<number>`count(*) filter (where ${blocked})`,
      published: sql<number>`count(*) filter (where not ${blocked})`,
    })
    .from(table)
    .where(where)
    .then(([row]) => ({
      draft: 0,
      pending: 0,
      published: num(row?.published),
      blocked: num(row?.blocked),
    }));
}

/**
 * One state query per content type; null where a department user's scope has no such content
 * (workshops and news belong to no department).
 */
const CONTENT_STATES: Record<
  string,
  (db: Database, scope: DashboardScope) => Promise<StateCounts> | null
> = {
  courses: (db, scope) =>
    revisionStates(
      db,
      courses,
      'course',
      scope.departmentId ? eq(courses.departmentId, scope.departmentId) : undefined,
    ),
  workshops: (db, scope) => (scope.departmentId ? null : revisionStates(db, workshops, 'workshop')),
  posts: (db, scope) =>
    savedStates(
      db,
      posts,
      sql`${posts.blocked}`,
      scope.departmentId ? eq(posts.departmentId, scope.departmentId) : undefined,
    ),
  news: (db, scope) => (scope.departmentId ? null : savedStates(db, news, sql`false`)),
};

/**
 * The latest changes as one UNION: each content type contributes a select of
 * (type, id, title, updated_at, updated_by). Department users see only their department's rows.
 */
function changeSources(scope: DashboardScope): SQL[] {
  const dept = scope.departmentId;
  const sources: SQL[] = [
    sql`select 'course' as type, c.id, c.title, c.updated_at, c.updated_by from ${courses} c ${
      dept ? sql`where c.department_id = ${dept}` : sql``
    }`,
    sql`select 'department' as type, d.id, d.title, d.updated_at, null::uuid as updated_by from ${departments} d ${
      dept ? sql`where d.id = ${dept}` : sql``
    }`,
  ];
  sources.push(
    sql`select 'post' as type, p.id, p.title, p.updated_at, p.owner_id as updated_by from ${posts} p ${
      dept ? sql`where p.department_id = ${dept}` : sql``
    }`,
  );
  if (!dept) {
    sources.push(
      sql`select 'workshop' as type, w.id, w.title, w.updated_at, w.updated_by from ${workshops} w`,
      sql`select 'news' as type, n.id, n.title, n.updated_at, n.created_by as updated_by from ${news} n`,
      sql`select 'location' as type, l.id, l.name as title, l.updated_at, null::uuid as updated_by from ${locations} l`,
      sql`select 'user' as type, u.id, u.firstname || ' ' || u.lastname as title, u.updated_at, u.updated_by from ${users} u`,
    );
  }
  return sources;
}

@Injectable()
export class DashboardRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async contentStates(scope: DashboardScope): Promise<Record<string, StateCounts>> {
    const entries = await Promise.all(
      Object.entries(CONTENT_STATES).map(async ([key, query]) => [
        key,
        await query(this.db, scope),
      ]),
    );
    return Object.fromEntries(entries.filter(([, counts]) => counts !== null)) as Record<
      string,
      StateCounts
    >;
  }

  /** A department user counts only the users of their department. */
  async usersByRole(scope: DashboardScope): Promise<{ role: string; n: number }[]> {
    const rows = await this.db
      .select({ role: sql<string>`unnest(${users.roles})`, n: count() })
      .from(users)
      .where(scope.departmentId ? eq(users.departmentId, scope.departmentId) : undefined)
      .groupBy(sql`1`);
    return rows.map((r) => ({ role: r.role, n: num(r.n) }));
  }

  async userTotals(scope: DashboardScope) {
    const [row] = await this.db
      .select({
        total: count(),
        blocked: sql<number>`count(*) filter (where ${users.blocked})`,
        unverified: sql<number>`count(*) filter (where not ${users.verified})`,
      })
      .from(users)
      .where(scope.departmentId ? eq(users.departmentId, scope.departmentId) : undefined);
    return { total: num(row?.total), blocked: num(row?.blocked), unverified: num(row?.unverified) };
  }

  async departmentTotals(scope: DashboardScope) {
    const [row] = await this.db
      .select({
        total: count(),
        public: sql<number>`count(*) filter (where ${departments.public})`,
      })
      .from(departments)
      .where(scope.departmentId ? eq(departments.id, scope.departmentId) : undefined);
    return { total: num(row?.total), public: num(row?.public) };
  }

  /** Pending course and workshop requests; a department user counts only their courses'. */
  async pendingRequests(scope: DashboardScope): Promise<number> {
    const dept = scope.departmentId;
    const [row] = await this.db
      .select({ n: count() })
      .from(publishRequests)
      .leftJoin(
        courses,
        and(eq(publishRequests.entityType, 'course'), eq(courses.id, publishRequests.entityId)),
      )
      .leftJoin(
        workshops,
        and(eq(publishRequests.entityType, 'workshop'), eq(workshops.id, publishRequests.entityId)),
      )
      .where(
        and(
          eq(publishRequests.status, 'pending'),
          // Requests of deleted rows stay as history; like the queue, the count skips them.
          dept
            ? eq(courses.departmentId, dept)
            : sql`(${courses.id} is not null or ${workshops.id} is not null)`,
        ),
      );
    return num(row?.n);
  }

  /** Views per day for the last `days` days (club time), zero-filled, oldest first. */
  async viewsPerDay(days: number): Promise<{ day: string; views: number }[]> {
    const result = await this.db.execute<{ day: string; views: string | number }>(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(${pageViews.count}), 0) as views
      from generate_series(
        (now() at time zone 'Europe/Berlin')::date - ${days - 1}::int,
        (now() at time zone 'Europe/Berlin')::date,
        interval '1 day'
      ) as d(day)
      left join ${pageViews} on ${pageViews.day} = d.day::date
      group by d.day
      order by d.day`);
    return result.rows.map((r) => ({ day: r.day, views: num(r.views) }));
  }

  async topPaths(days: number, limit: number): Promise<{ path: string; views: number }[]> {
    const rows = await this.db
      .select({ path: pageViews.path, views: sql<number>`sum(${pageViews.count})` })
      .from(pageViews)
      .where(sql`${pageViews.day} > (now() at time zone 'Europe/Berlin')::date - ${days}::int`)
      .groupBy(pageViews.path)
      .orderBy(sql`2 desc`, pageViews.path)
      .limit(limit);
    return rows.map((r) => ({ path: r.path, views: num(r.views) }));
  }

  /** Newest changes across content types, with who made them where that is recorded. */
  async latestChanges(scope: DashboardScope, limit: number): Promise<ChangeRow[]> {
    const union = sql.join(changeSources(scope), sql` union all `);
    const result = await this.db.execute<ChangeRow>(sql`
      select x.type, x.id, x.title, x.updated_at, u.id as updated_by_id,
             u.firstname || ' ' || u.lastname as updated_by_name
      from (${union}) x left join ${users} u on u.id = x.updated_by
      order by x.updated_at desc, x.id
      limit ${limit}`);
    return result.rows;
  }

  /** The most recent change of each content type (GET /api/lastUpdatedBy). */
  async lastChangePerType(scope: DashboardScope): Promise<ChangeRow[]> {
    const union = sql.join(changeSources(scope), sql` union all `);
    const result = await this.db.execute<ChangeRow>(sql`
      select distinct on (x.type) x.type, x.id, x.title, x.updated_at, u.id as updated_by_id,
             u.firstname || ' ' || u.lastname as updated_by_name
      from (${union}) x left join ${users} u on u.id = x.updated_by
      order by x.type, x.updated_at desc`);
    return result.rows;
  }
}
