import { Inject, Injectable } from '@nestjs/common';
import { and, eq, or, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx } from '@/db/client';
import { timeSlots } from '@/db/schema';
import type { TimeSlotRow } from '@/courses/courses.repository';

@Injectable()
export class TimesRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  async findById(id: string, tx: DbOrTx = this.db): Promise<TimeSlotRow | null> {
    const [row] = await tx.select().from(timeSlots).where(eq(timeSlots.id, id)).limit(1);
    return row ?? null;
  }

  /** The slots of a course or of a workshop. */
  async listOf(ownerId: string, tx: DbOrTx = this.db): Promise<TimeSlotRow[]> {
    return tx
      .select()
      .from(timeSlots)
      .where(or(eq(timeSlots.courseId, ownerId), eq(timeSlots.workshopId, ownerId)));
  }

  /** Inserts the slot; null when a slot with this id exists already. */
  async insert(values: typeof timeSlots.$inferInsert, tx: DbOrTx): Promise<TimeSlotRow | null> {
    const [row] = await tx.insert(timeSlots).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async updateVersioned(
    id: string,
    version: number,
    values: Pick<typeof timeSlots.$inferInsert, 'day' | 'start' | 'end' | 'venueId' | 'location'>,
    tx: DbOrTx,
  ): Promise<TimeSlotRow | null> {
    const [row] = await tx
      .update(timeSlots)
      .set({ ...values, version: sql`${timeSlots.version} + 1`, updatedAt: new Date() })
      .where(and(eq(timeSlots.id, id), eq(timeSlots.version, version)))
      .returning();
    return row ?? null;
  }

  async delete(id: string, tx: DbOrTx): Promise<void> {
    await tx.delete(timeSlots).where(eq(timeSlots.id, id));
  }
}
