import { randomUUID } from 'node:crypto';
import { documents, type DocumentCategory } from '@/db/schema';
import { FILE_STORAGE, type FileStorage } from '@/files/file-storage';
import { documentFileKey } from '@/documents/documents.service';
import type { TestApp } from '@test/utils/test-app';

/** A small, clean PDF: header, one page, trailer (what pdf-check accepts). */
export function pdfBytes(text = 'Testdokument'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** A document row with its PDF in the app's storage, as an upload leaves it. */
export async function createDocument(
  t: TestApp,
  values: { title?: string; category?: DocumentCategory; slug?: string; data?: Buffer } = {},
) {
  const data = values.data ?? pdfBytes(values.title);
  const fileKey = documentFileKey();
  await t.app.get<FileStorage>(FILE_STORAGE).put(fileKey, data);
  const [row] = await t.db
    .insert(documents)
    .values({
      title: values.title ?? 'Satzung',
      category: values.category ?? 'statutes',
      slug: values.slug ?? `dokument-${randomUUID().slice(0, 8)}.pdf`,
      fileKey,
      size: data.length,
    })
    .returning();
  return row!;
}
