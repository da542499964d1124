import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { departments, sessions, users } from '@/db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserWithDepartment = UserRow & {
  department: { id: string; name: string; title: string } | null;
};

@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findByEmail(email: string): Promise<UserWithDepartment | null> {
    return this.findOne(eq(users.email, email.trim().toLowerCase()));
  }

  async findById(id: string): Promise<UserWithDepartment | null> {
    return this.findOne(eq(users.id, id));
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

  private async findOne(where: ReturnType<typeof eq>): Promise<UserWithDepartment | null> {
    const [row] = await this.db
      .select({
        user: users,
        department: { id: departments.id, name: departments.name, title: departments.title },
      })
      .from(users)
      .leftJoin(departments, eq(users.departmentId, departments.id))
      .where(where)
      .limit(1);
    if (!row) return null;
    return { ...row.user, department: row.department?.id ? row.department : null };
  }
}
