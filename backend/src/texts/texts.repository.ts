import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx } from '@/db/client';
import { clubTextRevisions, clubTexts, users } from '@/db/schema';
import { canonicalJson } from '@/publishing/snapshot';
import type { TextContent, TextKey } from '@/texts/texts.catalog';

export type TextRow = typeof clubTexts.$inferSelect & { updatedByName: string | null };

@Injectable()
export class TextsRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  /** The texts written so far (with the name of who saved each last). */
  async list(key?: TextKey, tx: DbOrTx = this.db): Promise<TextRow[]> {
    const rows = await tx
      .select({
        text: clubTexts,
        updatedByName: sql<string | null>`${users.firstname} || ' ' || ${users.lastname}`,
      })
      .from(clubTexts)
      .leftJoin(users, eq(users.id, clubTexts.updatedBy))
      .where(key ? eq(clubTexts.key, key) : undefined);
    return rows.map((r) => ({ ...r.text, updatedByName: r.updatedByName }));
  }

  /**
   * Saves `content` if `version` is the stored one (0: the text was never saved, and still is not)
   * and records it as the next revision; false on a version mismatch.
   */
  async save(
    key: TextKey,
    version: number,
    content: TextContent,
    userId: string,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const values = {
        de: content.de,
        en: content.en,
        applicationsFrom: content.applications_from,
        updatedBy: userId,
      };
      const [row] =
        version === 0
          ? await tx
              .insert(clubTexts)
              .values({ key, ...values })
              .onConflictDoNothing()
              .returning({ key: clubTexts.key })
          : await tx
              .update(clubTexts)
              .set({ ...values, version: sql`${clubTexts.version} + 1`, updatedAt: new Date() })
              .where(and(eq(clubTexts.key, key), eq(clubTexts.version, version)))
              .returning({ key: clubTexts.key });
      if (!row) return false;
      const [latest] = await tx
        .select({ number: clubTextRevisions.number, snapshot: clubTextRevisions.snapshot })
        .from(clubTextRevisions)
        .where(eq(clubTextRevisions.key, key))
        .orderBy(desc(clubTextRevisions.number))
        .limit(1);
      // A save that changed nothing is no new version of the text.
      if (latest && canonicalJson(latest.snapshot) === canonicalJson(content)) return true;
      await tx.insert(clubTextRevisions).values({
        key,
        number: (latest?.number ?? 0) + 1,
        snapshot: content,
        createdBy: userId,
      });
      return true;
    });
  }
}
