import type { DocumentRow } from '@/documents/documents.repository';
import {
  FOOTER_CATEGORIES,
  type DocumentDto,
  type FormDto,
  type FormGroup,
} from '@/documents/dto/document.dto';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@/db/schema';

/** The public address of a document: the slug stays when the PDF is replaced. */
export const documentUrl = (slug: string): string => `/forms/${slug}`;

export function groupOf(category: DocumentCategory): FormGroup {
  if (category === 'form') return 'forms';
  if (category === 'newspaper') return 'newspaper';
  return 'footer';
}

export function mapForm(row: DocumentRow): FormDto {
  return {
    title: row.title,
    file: row.slug,
    url: documentUrl(row.slug),
    size: row.size,
    group: groupOf(row.category),
    category: row.category,
  };
}

export function mapDocument(row: DocumentRow): DocumentDto {
  return {
    ...mapForm(row),
    _id: row.id,
    position: row.position,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Categories in their spec order (the footer's five first), then position inside each. */
export function inCategoryOrder(rows: DocumentRow[]): DocumentRow[] {
  const rank = (c: DocumentCategory) => DOCUMENT_CATEGORIES.indexOf(c);
  return [...rows].sort(
    (a, b) =>
      rank(a.category) - rank(b.category) ||
      a.position - b.position ||
      a.createdAt.getTime() - b.createdAt.getTime(),
  );
}

export const isFooterCategory = (category: DocumentCategory): boolean =>
  (FOOTER_CATEGORIES as readonly DocumentCategory[]).includes(category);
