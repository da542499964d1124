import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { trainers } from '@/db/schema';

export type TrainerRow = typeof trainers.$inferSelect;

@Injectable()
export class TrainersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(
    values: Omit<typeof trainers.$inferInsert, 'id' | 'createdAt'>,
  ): Promise<TrainerRow> {
    const [row] = await this.db.insert(trainers).values(values).returning();
    return row!;
  }
}
