import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { departments } from '@/db/schema';

@Injectable()
export class DepartmentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  list(onlyId?: string) {
    return this.db
      .select({ id: departments.id, name: departments.name, title: departments.title })
      .from(departments)
      .where(onlyId ? eq(departments.id, onlyId) : undefined)
      .orderBy(asc(departments.title));
  }
}
