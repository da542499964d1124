import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { clubSettings } from '@/db/schema';

export type ClubRow = typeof clubSettings.$inferSelect;
export type ClubValues = Omit<
  typeof clubSettings.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;

@Injectable()
export class ClubRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The club's row; none before the setup. */
  async find(): Promise<ClubRow | null> {
    const [row] = await this.db.select().from(clubSettings).where(eq(clubSettings.id, 1));
    return row ?? null;
  }

  /** Sets or clears the logo (a new version); null when there is no club yet. */
  async setLogo(logo: string | null): Promise<ClubRow | null> {
    const [row] = await this.db
      .update(clubSettings)
      .set({ logo, version: sql`${clubSettings.version} + 1`, updatedAt: new Date() })
      .where(eq(clubSettings.id, 1))
      .returning();
    return row ?? null;
  }

  /** The new row if `version` is the stored one; null if it is not (or there is no club yet). */
  async updateVersioned(version: number, values: ClubValues): Promise<ClubRow | null> {
    const [row] = await this.db
      .update(clubSettings)
      .set({ ...values, version: sql`${clubSettings.version} + 1`, updatedAt: new Date() })
      .where(and(eq(clubSettings.id, 1), eq(clubSettings.version, version)))
      .returning();
    return row ?? null;
  }
}
