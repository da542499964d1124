import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';

/** /readyz gives up on the database after this long (the pool's connect timeout is 2 s). */
export const READY_CHECK_TIMEOUT_MS = 2_500;

@Injectable()
export class HealthRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The cheapest round trip; rejects when the database does not answer in time. */
  async ping(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Query read timeout (readiness check)')),
        READY_CHECK_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([this.db.execute(sql`select 1`), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
