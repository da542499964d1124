import { Inject, Injectable } from '@nestjs/common';
import { and, arrayContains, asc, count, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { foldedMatch } from '@/common/folded-search';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx, Tx } from '@/db/client';
import { departments, sessions, users } from '@/db/schema';

import { imageSlot } from '@/files/image-column.repository';

export type UserRow = typeof users.$inferSelect;
/** The profile image column (POST /api/user/profileImage). */
export const USER_PHOTO = imageSlot(users, 'photoUrl');
export type UserWithDepartment = UserRow & {
  department: { id: string; name: string; title: string } | null;
};
export type UserValues = Pick<
  typeof users.$inferInsert,
  'email' | 'firstname' | 'lastname' | 'phone' | 'departmentId' | 'updatedBy'
>;

/** The columns a list may be sorted by (an allowlist: the API names map to these). */
export const USER_SORT = {
  lastname: users.lastname,
  email: users.email,
  created_at: users.createdAt,
  updated_at: users.updatedAt,
} as const;
export type UserSort = keyof typeof USER_SORT;

export interface UserListQuery {
  limit: number;
  offset: number;
  sort: UserSort;
  order: 'asc' | 'desc';
  search?: string;
}

/**
 * Ends every session of a user at once: access tokens carry token_version (checked on every
 * request) and refresh sessions are revoked. Used by block, delete, role and password changes.
 */
export async function revokeUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findByEmail(email: string): Promise<UserWithDepartment | null> {
    return this.findOne(eq(users.email, email.trim().toLowerCase()));
  }

  async findById(id: string, db: DbOrTx = this.db): Promise<UserWithDepartment | null> {
    return this.findOne(eq(users.id, id), db);
  }

  /** The user behind an access token, only while its session family is alive and nothing revoked it. */
  async findActiveForToken(userId: string, familyId: string, tokenVersion: number) {
    const [row] = await this.db
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        roles: users.roles,
        departmentId: users.departmentId,
      })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.blocked, false),
          eq(users.tokenVersion, tokenVersion),
          sql`exists (select 1 from ${sessions} where ${and(
            eq(sessions.familyId, familyId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            isNull(sessions.rotatedAt),
            gt(sessions.expiresAt, sql`now()`),
          )})`,
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async exists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return Boolean(row);
  }

  async list(query: UserListQuery): Promise<{ rows: UserWithDepartment[]; total: number }> {
    // Name and address as one text, so "Gabriele Hartmann" finds her too; umlauts folded.
    const where = query.search
      ? foldedMatch(
          sql`concat_ws(' ', ${users.firstname}, ${users.lastname}, ${users.email})`,
          query.search,
        )
      : undefined;
    const column = USER_SORT[query.sort];
    const [rows, [total]] = await Promise.all([
      this.select(this.db)
        .where(where)
        .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(users.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows: rows.map(withDepartment), total: total?.n ?? 0 };
  }

  /** The active (unblocked) owners' ids, the ones `withOwnersLocked` guards. */
  async activeOwnerIds(): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(arrayContains(users.roles, ['owner']), eq(users.blocked, false)));
    return rows.map((r) => r.id);
  }

  /** Contact people for the public site: admins and department heads, never blocked ones. */
  async publicList(): Promise<UserWithDepartment[]> {
    const rows = await this.select(this.db)
      .where(
        and(
          eq(users.blocked, false),
          eq(users.verified, true),
          or(arrayContains(users.roles, ['admin']), arrayContains(users.roles, ['department'])),
        ),
      )
      .orderBy(asc(users.lastname), asc(users.firstname));
    return rows.map(withDepartment);
  }

  async insert(
    values: UserValues & { roles: string[]; passwordHash: string },
  ): Promise<UserWithDepartment> {
    const [row] = await this.db.insert(users).values(values).returning({ id: users.id });
    return (await this.findById(row!.id))!;
  }

  /** Applies the change only if the row still has `version`; null when it moved on or is gone. */
  async updateVersioned(id: string, version: number, values: Partial<UserValues>) {
    const [row] = await this.db
      .update(users)
      .set({ ...values, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.version, version)))
      .returning({ id: users.id });
    return row ? this.findById(row.id) : null;
  }

  /**
   * Runs `change` in a transaction after locking the active owners' rows, so two requests cannot
   * each remove a different one of the last two owners. `owners` are the ids of active owners.
   */
  async withOwnersLocked<T>(change: (tx: Tx, owners: string[]) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(arrayContains(users.roles, ['owner']), eq(users.blocked, false)))
        .for('update');
      return change(
        tx,
        rows.map((r) => r.id),
      );
    });
  }

  /** The user's roles and blocked flag, locked until the transaction ends (toggles decide on it). */
  async lockUser(tx: Tx, id: string): Promise<{ roles: string[]; blocked: boolean } | null> {
    const [row] = await tx
      .select({ roles: users.roles, blocked: users.blocked })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    return row ?? null;
  }

  /** Sets blocked, roles or nothing but the stamp; ends the user's sessions in the same transaction. */
  async changeAndRevoke(
    tx: Tx,
    id: string,
    values: { blocked?: boolean; roles?: string[]; updatedBy: string },
  ): Promise<void> {
    await tx
      .update(users)
      .set({ ...values, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id));
    await revokeUserSessions(tx, id);
  }

  /** Ends every session of the user now (access tokens by tokenVersion, refresh sessions). */
  revokeSessions(id: string): Promise<void> {
    return revokeUserSessions(this.db, id);
  }

  async delete(tx: Tx, id: string): Promise<boolean> {
    const deleted = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return deleted.length > 0;
  }

  /** Rows whose e-mail is not yet trimmed lower case. */
  unnormalisedEmails(): Promise<{ id: string; email: string }[]> {
    return this.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(ne(users.email, sql`lower(trim(${users.email}))`));
  }

  /** False when another account already has the normalised address. */
  async normaliseEmail(id: string): Promise<boolean> {
    const [row] = await this.db
      .update(users)
      .set({ email: sql`lower(trim(${users.email}))`, version: sql`${users.version} + 1` })
      .where(
        and(
          eq(users.id, id),
          sql`not exists (select 1 from ${users} u2 where u2.email = lower(trim(${users.email})) and u2.id <> ${users.id})`,
        ),
      )
      .returning({ id: users.id });
    return Boolean(row);
  }

  private select(db: DbOrTx) {
    return db
      .select({
        user: users,
        department: { id: departments.id, name: departments.name, title: departments.title },
      })
      .from(users)
      .leftJoin(departments, eq(users.departmentId, departments.id));
  }

  private async findOne(where: SQL, db: DbOrTx = this.db): Promise<UserWithDepartment | null> {
    const [row] = await this.select(db).where(where).limit(1);
    return row ? withDepartment(row) : null;
  }
}

function withDepartment(row: {
  user: UserRow;
  department: { id: string | null; name: string | null; title: string | null } | null;
}): UserWithDepartment {
  const d = row.department;
  return {
    ...row.user,
    department: d?.id ? { id: d.id, name: d.name ?? '', title: d.title ?? '' } : null,
  };
}
