import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { DATABASE } from '@/db/db.module';
import { appSecrets } from '@/db/schema';

/** The installation's own random keys; the only code that queries their table. */
@Injectable()
export class AppSecretsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The key called `name`, made (256 random bits) by whichever instance asks first: an insert
   * that another one won does nothing, and both read the winner's.
   */
  async get(name: string): Promise<Buffer> {
    await this.db
      .insert(appSecrets)
      .values({ name, value: randomBytes(32).toString('base64') })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(appSecrets).where(eq(appSecrets.name, name));
    return Buffer.from(row!.value, 'base64');
  }
}
