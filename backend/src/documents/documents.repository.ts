import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database } from '@/db/client';
import { documents, type DocumentCategory } from '@/db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = Pick<
  typeof documents.$inferInsert,
  'title' | 'category' | 'slug' | 'fileKey' | 'size' | 'updatedBy'
>;

@Injectable()
export class DocumentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Every document, by category and position (the category order is the caller's). */
  list(): Promise<DocumentRow[]> {
    return this.db
      .select()
      .from(documents)
      .orderBy(asc(documents.category), asc(documents.position), asc(documents.createdAt));
  }

  async find(id: string): Promise<DocumentRow | null> {
    const [row] = await this.db.select().from(documents).where(eq(documents.id, id));
    return row ?? null;
  }

  async findBySlug(slug: string): Promise<DocumentRow | null> {
    const [row] = await this.db.select().from(documents).where(eq(documents.slug, slug));
    return row ?? null;
  }

  async slugs(): Promise<Set<string>> {
    const rows = await this.db.select({ slug: documents.slug }).from(documents);
    return new Set(rows.map((r) => r.slug));
  }

  /** Appended at the end of its category. */
  async insert(values: NewDocument): Promise<DocumentRow> {
    const [row] = await this.db
      .insert(documents)
      .values({ ...values, position: this.nextPosition(values.category) })
      .returning();
    return row!;
  }

  /** The new row if `version` is the stored one; null if not (or the row is gone). */
  async updateVersioned(
    id: string,
    version: number,
    values: Partial<Pick<DocumentRow, 'title' | 'category' | 'fileKey' | 'size' | 'updatedBy'>>,
    moveToEnd: boolean,
  ): Promise<DocumentRow | null> {
    const [row] = await this.db
      .update(documents)
      .set({
        ...values,
        ...(moveToEnd && values.category ? { position: this.nextPosition(values.category) } : {}),
        version: sql`${documents.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(documents.id, id), eq(documents.version, version)))
      .returning();
    return row ?? null;
  }

  /**
   * Swaps the positions of the document and its neighbour in the category (one statement each, in
   * one transaction); null when `version` is not the stored one. With no neighbour the row stays
   * as it is (and keeps its version).
   */
  async swapWithNeighbour(
    id: string,
    version: number,
    direction: 'up' | 'down',
    updatedBy: string,
  ): Promise<DocumentRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.version, version)))
        .for('update');
      if (!row) return null;
      const siblings = await tx
        .select()
        .from(documents)
        .where(eq(documents.category, row.category))
        .orderBy(asc(documents.position), asc(documents.createdAt));
      const index = siblings.findIndex((s) => s.id === row.id);
      const other = siblings[direction === 'up' ? index - 1 : index + 1];
      if (!other) return row;
      // Positions made distinct first: rows appended in one moment may share one.
      for (const [i, sibling] of siblings.entries()) {
        if (sibling.position !== i) {
          await tx.update(documents).set({ position: i }).where(eq(documents.id, sibling.id));
        }
      }
      const [mine, theirs] = [index, siblings.indexOf(other)];
      await tx
        .update(documents)
        .set({ position: mine, version: sql`${documents.version} + 1`, updatedAt: new Date() })
        .where(eq(documents.id, other.id));
      const [moved] = await tx
        .update(documents)
        .set({
          position: theirs,
          updatedBy,
          version: sql`${documents.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(documents.id, row.id))
        .returning();
      return moved!;
    });
  }

  async delete(id: string): Promise<DocumentRow | null> {
    const [row] = await this.db.delete(documents).where(eq(documents.id, id)).returning();
    return row ?? null;
  }

  private nextPosition(category: DocumentCategory) {
    return sql`(SELECT coalesce(max(${documents.position}) + 1, 0) FROM ${documents} WHERE ${documents.category} = ${category})`;
  }
}
