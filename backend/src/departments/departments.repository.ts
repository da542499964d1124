import { Inject, Injectable } from '@nestjs/common';
import { and, or, asc, desc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx } from '@/db/client';
import { courses, departmentRevisions, departments, users } from '@/db/schema';
import { canonicalJson } from '@/publishing/snapshot';
import { departmentSnapshot } from '@/departments/department.mapper';
import { imageSlot } from '@/files/image-column.repository';

export type DepartmentRow = typeof departments.$inferSelect;
export type DepartmentInsert = typeof departments.$inferInsert;

/** The department's two images (shown live), set by EntityImageService. */
export const DEPARTMENT_IMAGES = {
  photo: imageSlot(departments, 'photoUrl'),
  icon: imageSlot(departments, 'iconUrl'),
};
export type DepartmentImageKind = keyof typeof DEPARTMENT_IMAGES;

@Injectable()
export class DepartmentsRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  /** All departments (or the one with `onlyId`), sorted by title. */
  list(onlyId?: string, tx: DbOrTx = this.db): Promise<DepartmentRow[]> {
    return tx
      .select()
      .from(departments)
      .where(onlyId ? eq(departments.id, onlyId) : undefined)
      .orderBy(asc(departments.title));
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<DepartmentRow | null> {
    const [row] = await this.list(id, tx);
    return row ?? null;
  }

  publicList(): Promise<DepartmentRow[]> {
    return this.db
      .select()
      .from(departments)
      .where(eq(departments.public, true))
      .orderBy(asc(departments.title));
  }

  /** A public department by its name, case-insensitive (the name is the public page's path). */
  /** By its name or its title (spec section 2), any case; a name wins over another's title. */
  async findPublicByName(name: string): Promise<DepartmentRow | null> {
    const [row] = await this.db
      .select()
      .from(departments)
      .where(
        and(
          eq(departments.public, true),
          or(
            sql`lower(${departments.name}) = lower(${name})`,
            sql`lower(${departments.title}) = lower(${name})`,
          ),
        ),
      )
      .orderBy(sql`lower(${departments.name}) = lower(${name}) DESC`)
      .limit(1);
    return row ?? null;
  }

  async insert(values: DepartmentInsert, tx: DbOrTx = this.db): Promise<DepartmentRow> {
    const [row] = await tx.insert(departments).values(values).returning();
    return row!;
  }

  async updateVersioned(
    id: string,
    version: number,
    values: Partial<DepartmentInsert>,
    tx: DbOrTx = this.db,
  ): Promise<DepartmentRow | null> {
    const [row] = await tx
      .update(departments)
      .set({ ...values, version: sql`${departments.version} + 1`, updatedAt: new Date() })
      .where(and(eq(departments.id, id), eq(departments.version, version)))
      .returning();
    return row ?? null;
  }

  /** Visibility is state, not an edited field: no version bump (like block on courses). */
  async setPublic(
    id: string,
    isPublic: boolean,
    tx: DbOrTx = this.db,
  ): Promise<DepartmentRow | null> {
    const [row] = await tx
      .update(departments)
      .set({ public: isPublic })
      .where(eq(departments.id, id))
      .returning();
    return row ?? null;
  }

  async courseIds(id: string, tx: DbOrTx): Promise<string[]> {
    const rows = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.departmentId, id));
    return rows.map((r) => r.id);
  }

  /** Its courses by title (what a delete takes along). */
  async courseTitles(id: string, tx: DbOrTx = this.db): Promise<{ id: string; title: string }[]> {
    return tx
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.departmentId, id))
      .orderBy(courses.title);
  }

  /** The users that go with it: those with no role besides department (see below). */
  async usersGoingWith(id: string, tx: DbOrTx = this.db): Promise<{ id: string; name: string }[]> {
    return tx
      .select({ id: users.id, name: sql<string>`${users.firstname} || ' ' || ${users.lastname}` })
      .from(users)
      .where(and(eq(users.departmentId, id), sql`${users.roles} <@ array['department']::text[]`));
  }

  async countUsers(id: string, tx: DbOrTx): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.departmentId, id));
    return row?.n ?? 0;
  }

  /**
   * Users who have another role besides department (an owner or admin who also heads it) are not
   * removed with the department: they lose the department and the department role only. The
   * rest of its users go with it (users.department_id cascades).
   */
  async detachUsersWithOtherRoles(id: string, tx: DbOrTx): Promise<void> {
    await tx
      .update(users)
      .set({
        departmentId: null,
        roles: sql`array_remove(${users.roles}, 'department')`,
        updatedAt: new Date(),
      })
      .where(
        and(eq(users.departmentId, id), sql`not (${users.roles} <@ array['department']::text[])`),
      );
  }

  /** Its department users go with it (users.department_id cascades); posts keep (set null). */
  async delete(id: string, tx: DbOrTx): Promise<void> {
    await tx.delete(departments).where(eq(departments.id, id));
  }

  /**
   * Records what the public sees now of a public department, unless its latest revision shows the
   * same already. Run in the transaction that changed the row (its lock orders the numbers).
   */
  async recordRevision(row: DepartmentRow, userId: string | null, tx: DbOrTx): Promise<void> {
    if (!row.public) return;
    const snapshot = departmentSnapshot(row);
    const [latest] = await tx
      .select({ number: departmentRevisions.number, snapshot: departmentRevisions.snapshot })
      .from(departmentRevisions)
      .where(eq(departmentRevisions.departmentId, row.id))
      .orderBy(desc(departmentRevisions.number))
      .limit(1);
    if (latest && canonicalJson(latest.snapshot) === canonicalJson(snapshot)) return;
    await tx.insert(departmentRevisions).values({
      departmentId: row.id,
      number: (latest?.number ?? 0) + 1,
      snapshot,
      createdBy: userId,
    });
  }
}
