import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError, ErrorCode } from '@/common/app-error';
import { UuidField } from '@/common/fields';
import type { Database } from '@/db/client';

const DESCRIPTION =
  'Client-made id (UUID), so that what a device creates offline can be edited, given an image ' +
  'or deleted before it syncs. Without it the server makes one. An id already taken answers 409.';

/** The optional `_id` every create body accepts (DESIGN section 6, FRONTEND.md). */
export class ClientIdDto {
  @UuidField({ optional: true, description: DESCRIPTION }) _id?: string;
}

/**
 * Refuses a client-made id that is already taken (409 CONFLICT, never an overwrite). A race with a
 * second create of the same id ends in the primary key's unique violation, which answers 409 too.
 */
export async function assertIdFree(
  db: Pick<Database, 'select'>,
  table: PgTable & { id: PgColumn },
  id: string | undefined,
): Promise<void> {
  if (!id) return;
  const [taken] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (taken) throw new AppError(ErrorCode.Conflict, 'Diesen Eintrag gibt es schon.');
}
