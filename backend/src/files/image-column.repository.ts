import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';

/** A Drizzle table with the columns every editable row has (`...versioned`) and a uuid `id`. */
export type VersionedTable = PgTable & {
  id: AnyPgColumn;
  version: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** The property names of a table's nullable text columns that can hold an image URL. */
export type ImageColumnKey<T extends VersionedTable> = {
  [K in keyof T['$inferSelect']]: T['$inferSelect'][K] extends string | null ? K : never;
}[keyof T['$inferSelect']] &
  string;

/** Where an entity keeps one image: a table and the column holding its URL. */
export interface ImageSlot<T extends VersionedTable> {
  table: T;
  column: ImageColumnKey<T>;
}

export const imageSlot = <T extends VersionedTable>(
  table: T,
  column: ImageColumnKey<T>,
): ImageSlot<T> => ({ table, column });

export interface ReplacedImage<Row> {
  row: Row;
  previous: string | null;
}

/** The one transaction every image endpoint shares (generalised from the location reference). */
@Injectable()
export class ImageColumnRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Points the row's image column at `url`, bumps version and updatedAt (plus `extra`, e.g.
   * updatedBy) and returns the URL it replaced, read under a row lock (uploads may race);
   * null when the row is gone.
   */
  replace<T extends VersionedTable>(
    slot: ImageSlot<T>,
    id: string,
    url: string,
    extra: Partial<T['$inferInsert']> = {},
  ): Promise<ReplacedImage<T['$inferSelect']> | null> {
    const { table, column } = slot;
    // Drizzle cannot type select/set over a generic table; imageSlot() checked the column name.
    const urlColumn = (table as unknown as Record<string, AnyPgColumn>)[column]!;
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ url: urlColumn })
        .from(table as PgTable)
        .where(eq(table.id, id))
        .for('update');
      if (!current) return null;
      const [row] = (await tx
        .update(table as PgTable)
        .set({
          ...extra,
          [column]: url,
          version: sql`${table.version} + 1`,
          updatedAt: new Date(),
        } as never)
        .where(eq(table.id, id))
        .returning()) as T['$inferSelect'][];
      return { row: row!, previous: (current.url as string | null) ?? null };
    });
  }
}
