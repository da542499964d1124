import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { repoRoot } from '@/config/env';
import type { DocumentCategory } from '@/db/schema';
import { documents } from '@/db/schema';
import type { FileStorage } from '@/files/file-storage';
import { documentFileKey } from '@/documents/documents.service';
import { pdfProblem } from '@/documents/pdf-check';

/** The demo club's PDFs (backend/assets/demo-documents), in the order the site shows them. */
export const DEMO_DOCUMENTS: { slug: string; title: string; category: DocumentCategory }[] = [
  { slug: 'vorstand.pdf', title: 'Vorstand', category: 'board' },
  { slug: 'satzung.pdf', title: 'Satzung', category: 'statutes' },
  {
    slug: 'finanz-und-beitragsordnung.pdf',
    title: 'Finanz- und Beitragsordnung',
    category: 'finance_rules',
  },
  { slug: 'jugendordnung.pdf', title: 'Jugendordnung', category: 'youth_rules' },
  { slug: 'datenschutzordnung.pdf', title: 'Datenschutzordnung', category: 'data_protection' },
  { slug: 'aufnahmeantrag.pdf', title: 'Aufnahmeantrag (Mitgliedschaft)', category: 'form' },
  { slug: 'sepa-lastschriftmandat.pdf', title: 'SEPA-Lastschriftmandat', category: 'form' },
  { slug: 'austrittserklaerung.pdf', title: 'Austrittserklärung', category: 'form' },
  { slug: 'einverstaendnis-fotos.pdf', title: 'Einverständniserklärung Fotos', category: 'form' },
  {
    slug: 'vereinszeitung.pdf',
    title: 'Vereinszeitung „TuS aktuell“ – Herbst 2026',
    category: 'newspaper',
  },
];

export const demoDocumentsDir = (): string =>
  resolve(repoRoot(), 'backend', 'assets', 'demo-documents');

type DocumentInsert = typeof documents.$inferInsert;

/**
 * Puts the demo PDFs into the storage the uploads use (as an upload would: checked, under a new
 * key) and returns their rows; the caller inserts them in its transaction. Their addresses are
 * the ones the demo always had (/forms/satzung.pdf …).
 */
export async function storeDemoDocuments(storage: FileStorage): Promise<DocumentInsert[]> {
  const positions = new Map<DocumentCategory, number>();
  const rows: DocumentInsert[] = [];
  for (const doc of DEMO_DOCUMENTS) {
    const data = await readFile(resolve(demoDocumentsDir(), doc.slug));
    if (pdfProblem(data)) throw new Error(`Demo-Dokument ${doc.slug} ist kein sauberes PDF.`);
    const fileKey = documentFileKey();
    await storage.put(fileKey, data);
    const position = positions.get(doc.category) ?? 0;
    positions.set(doc.category, position + 1);
    rows.push({ ...doc, position, fileKey, size: data.length });
  }
  return rows;
}
