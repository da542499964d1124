import { Inject, Injectable } from '@nestjs/common';
import {
  aliasedTable,
  and,
  asc,
  eq,
  inArray,
  isNotNull,
  notExists,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx } from '@/db/client';
import {
  courseRevisions,
  courseTrainers,
  courses,
  departments,
  timeSlots,
  trainers,
  users,
} from '@/db/schema';
import type { CourseScope } from '@/courses/courses.policy';
import { imageSlot } from '@/files/image-column.repository';
import { isPublicCourse } from '@/courses/public-course';

export type CourseRow = typeof courses.$inferSelect;
export type CourseInsert = typeof courses.$inferInsert;
export type TimeSlotRow = typeof timeSlots.$inferSelect;
export type Ref = { id: string; name: string };
export type CourseListRow = CourseRow & {
  department: { id: string; name: string; title: string };
  blockedByName: string | null;
};

const blocker = aliasedTable(users, 'blocker');
const fullName = (table: typeof users | typeof trainers) =>
  sql<string>`${table.firstname} || ' ' || ${table.lastname}`;

/** The course's image (working copy), set by EntityImageService. */
export const COURSE_PHOTO = imageSlot(courses, 'photoUrl');

@Injectable()
export class CoursesRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  /** Working copies the scope may see, sorted by title. */
  async list(scope: CourseScope, id?: string, tx: DbOrTx = this.db): Promise<CourseListRow[]> {
    const conditions: SQL[] = [];
    if (id) conditions.push(eq(courses.id, id));
    const scoped = this.scopeCondition(scope);
    if (scoped) conditions.push(scoped);
    const rows = await tx
      .select({
        course: courses,
        department: { id: departments.id, name: departments.name, title: departments.title },
        blockedByName: fullName(blocker),
      })
      .from(courses)
      .innerJoin(departments, eq(courses.departmentId, departments.id))
      .leftJoin(blocker, eq(courses.blockedBy, blocker.id))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(courses.title));
    return rows.map((r) => ({
      ...r.course,
      department: r.department,
      blockedByName: r.course.blockedBy ? r.blockedByName : null,
    }));
  }

  async findOne(
    scope: CourseScope,
    id: string,
    tx: DbOrTx = this.db,
  ): Promise<CourseListRow | null> {
    const [row] = await this.list(scope, id, tx);
    return row ?? null;
  }

  async trainersOf(courseIds: string[], tx: DbOrTx = this.db): Promise<Map<string, Ref[]>> {
    const result = new Map<string, Ref[]>();
    if (courseIds.length === 0) return result;
    const rows = await tx
      .select({ courseId: courseTrainers.courseId, id: trainers.id, name: fullName(trainers) })
      .from(courseTrainers)
      .innerJoin(trainers, eq(courseTrainers.trainerId, trainers.id))
      .where(inArray(courseTrainers.courseId, courseIds))
      .orderBy(asc(trainers.lastname), asc(trainers.firstname));
    for (const row of rows) {
      const list = result.get(row.courseId) ?? [];
      list.push({ id: row.id, name: row.name });
      result.set(row.courseId, list);
    }
    return result;
  }

  async timesOf(courseIds: string[], tx: DbOrTx = this.db): Promise<Map<string, TimeSlotRow[]>> {
    const result = new Map<string, TimeSlotRow[]>();
    if (courseIds.length === 0) return result;
    const rows = await tx.select().from(timeSlots).where(inArray(timeSlots.courseId, courseIds));
    for (const row of rows) {
      const list = result.get(row.courseId!) ?? [];
      list.push(row);
      result.set(row.courseId!, list);
    }
    return result;
  }

  async revisionSnapshots(
    revisionIds: string[],
    tx: DbOrTx = this.db,
  ): Promise<Map<string, unknown>> {
    if (revisionIds.length === 0) return new Map();
    const rows = await tx
      .select({ id: courseRevisions.id, snapshot: courseRevisions.snapshot })
      .from(courseRevisions)
      .where(inArray(courseRevisions.id, revisionIds));
    return new Map(rows.map((r) => [r.id, r.snapshot]));
  }

  async insert(values: CourseInsert, trainerIds: string[], tx: DbOrTx): Promise<CourseRow> {
    const [row] = await tx.insert(courses).values(values).returning();
    await this.setTrainers(row!.id, trainerIds, tx);
    return row!;
  }

  /** Applies the change only if the row still has `version`; null when it moved on (or is gone). */
  async updateVersioned(
    id: string,
    version: number,
    values: Partial<CourseInsert>,
    tx: DbOrTx,
  ): Promise<CourseRow | null> {
    const [row] = await tx
      .update(courses)
      .set({ ...values, version: sql`${courses.version} + 1`, updatedAt: new Date() })
      .where(and(eq(courses.id, id), eq(courses.version, version)))
      .returning();
    return row ?? null;
  }

  /**
   * Sets state that is not part of the edited fields (blocked, published revision) without
   * bumping `version`, so a trainer's queued offline edit does not conflict with a block or a grant.
   */
  async setState(
    id: string,
    values: Pick<
      Partial<CourseInsert>,
      'blocked' | 'blockedBy' | 'publishedRevisionId' | 'publishedAt'
    >,
    tx: DbOrTx,
  ): Promise<void> {
    await tx.update(courses).set(values).where(eq(courses.id, id));
  }

  async touch(id: string, tx: DbOrTx): Promise<void> {
    await tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, id));
  }

  async setTrainers(courseId: string, trainerIds: string[], tx: DbOrTx): Promise<void> {
    await tx.delete(courseTrainers).where(eq(courseTrainers.courseId, courseId));
    if (trainerIds.length) {
      await tx
        .insert(courseTrainers)
        .values([...new Set(trainerIds)].map((trainerId) => ({ courseId, trainerId })));
    }
  }

  async countTrainers(ids: string[], tx: DbOrTx = this.db): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(trainers)
      .where(inArray(trainers.id, ids));
    return row?.n ?? 0;
  }

  /** Every image URL of the courses' working copies and revisions (read before deleting them). */
  async imagesOf(courseIds: string[], tx: DbOrTx = this.db): Promise<string[]> {
    if (courseIds.length === 0) return [];
    // One after the other: a transaction's queries share one connection.
    const current = await tx
      .select({ url: courses.photoUrl })
      .from(courses)
      .where(and(inArray(courses.id, courseIds), isNotNull(courses.photoUrl)));
    const published = await tx
      .selectDistinct({ url: sql<string | null>`${courseRevisions.snapshot}->>'photoURL'` })
      .from(courseRevisions)
      .where(inArray(courseRevisions.courseId, courseIds));
    return [...new Set([...current, ...published].flatMap((r) => (r.url ? [r.url] : [])))];
  }

  async delete(id: string, tx: DbOrTx = this.db): Promise<void> {
    await tx.delete(courses).where(eq(courses.id, id));
  }

  /**
   * The logins that go with these courses: users who only have the course role and train no
   * course beyond them (a trainer of another course keeps their login).
   */
  async linkedUsers(courseIds: string[], tx: DbOrTx): Promise<{ id: string; name: string }[]> {
    if (courseIds.length === 0) return [];
    const otherCourses = aliasedTable(courseTrainers, 'other_courses');
    return tx
      .selectDistinct({ id: users.id, name: fullName(users) })
      .from(users)
      .innerJoin(trainers, eq(trainers.userId, users.id))
      .innerJoin(courseTrainers, eq(courseTrainers.trainerId, trainers.id))
      .where(
        and(
          inArray(courseTrainers.courseId, courseIds),
          sql`${users.roles} <@ array['course']::text[]`,
          notExists(
            tx
              .select({ one: sql`1` })
              .from(otherCourses)
              .where(
                and(
                  eq(otherCourses.trainerId, trainers.id),
                  notInArray(otherCourses.courseId, courseIds),
                ),
              ),
          ),
        ),
      );
  }

  /**
   * Deletes courses and the logins linked to them through their trainers (spec section 6), but
   * only logins that have no role besides `course` and train no course that stays. Trainer rows
   * stay (their user_id becomes null). Returns the number of removed logins.
   */
  async deleteWithLinkedUsers(courseIds: string[], tx: DbOrTx): Promise<number> {
    if (courseIds.length === 0) return 0;
    const linked = await this.linkedUsers(courseIds, tx);
    await tx.delete(courses).where(inArray(courses.id, courseIds));
    if (linked.length)
      await tx.delete(users).where(
        inArray(
          users.id,
          linked.map((u) => u.id),
        ),
      );
    return linked.length;
  }

  async listTrainers() {
    return this.db
      .select({ id: trainers.id, name: fullName(trainers), email: trainers.email })
      .from(trainers)
      .orderBy(asc(trainers.lastname), asc(trainers.firstname));
  }

  async nextRevisionNumber(courseId: string, tx: DbOrTx): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(max(${courseRevisions.number}), 0)::int` })
      .from(courseRevisions)
      .where(eq(courseRevisions.courseId, courseId));
    return (row?.n ?? 0) + 1;
  }

  async insertRevision(values: typeof courseRevisions.$inferInsert, tx: DbOrTx) {
    const [row] = await tx.insert(courseRevisions).values(values).returning();
    return row!;
  }

  /** Published, unblocked courses of public departments (of one, if given) with their snapshot. */
  async publicList() {
    return this.db
      .select({
        id: courses.id,
        snapshot: courseRevisions.snapshot,
        publishedAt: courses.publishedAt,
        trialPlaces: courses.trialPlaces,
        department: { id: departments.id, name: departments.name, title: departments.title },
      })
      .from(courses)
      .innerJoin(courseRevisions, eq(courses.publishedRevisionId, courseRevisions.id))
      .innerJoin(departments, eq(courses.departmentId, departments.id))
      .where(isPublicCourse());
  }

  private scopeCondition(scope: CourseScope): SQL | undefined {
    if (scope.all) return undefined;
    const parts: SQL[] = [];
    if (scope.departmentId) parts.push(eq(courses.departmentId, scope.departmentId));
    if (scope.trainerUserId) {
      parts.push(
        sql`exists (select 1 from ${courseTrainers} inner join ${trainers} on ${trainers.id} = ${courseTrainers.trainerId}
          where ${courseTrainers.courseId} = ${courses.id} and ${trainers.userId} = ${scope.trainerUserId})`,
      );
    }
    // No role gives rows: match nothing rather than everything.
    return parts.length ? or(...parts) : sql`false`;
  }
}
