import { ifMatch } from '@test/utils/http';
import { multipart } from '@test/utils/multipart';
import { createDocument, pdfBytes } from '@test/factories/documents';
import { allowed, DECIDERS, type MatrixRow } from '@test/integration/matrix/matrix';

const pdfPart = (fields?: Record<string, string>) =>
  multipart(pdfBytes(), { filename: 'dokument.pdf', contentType: 'application/pdf', fields });

/** The back office's "Dokumente": the club's own content, club:manage (admin and owner). */
export const DOCUMENT_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/documents',
    access: 'club:manage',
    call: (_, c) => c.get('/api/documents'),
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/documents',
    access: 'club:manage',
    call: (_, c) => {
      const { payload, headers } = pdfPart({ title: 'Hallenordnung', category: 'form' });
      return c.post('/api/documents', payload, headers);
    },
    expect: allowed(DECIDERS, 201),
  },
  {
    route: 'PUT /api/documents/:id',
    access: 'club:manage',
    call: async (ctx, c) => {
      const doc = await createDocument(ctx.t);
      return c.put(
        `/api/documents/${doc.id}`,
        { title: 'Satzung 2026', category: 'statutes' },
        ifMatch(doc.version),
      );
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/documents/:id/file',
    access: 'club:manage',
    call: async (ctx, c) => {
      const doc = await createDocument(ctx.t);
      const { payload, headers } = pdfPart();
      return c.post(`/api/documents/${doc.id}/file`, payload, {
        ...headers,
        ...ifMatch(doc.version),
      });
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'POST /api/documents/:id/move',
    access: 'club:manage',
    call: async (ctx, c) => {
      const doc = await createDocument(ctx.t);
      return c.post(`/api/documents/${doc.id}/move`, { direction: 'down' }, ifMatch(doc.version));
    },
    expect: allowed(DECIDERS),
  },
  {
    route: 'DELETE /api/documents/:id',
    access: 'club:manage',
    call: async (ctx, c) => {
      const doc = await createDocument(ctx.t);
      return c.delete(`/api/documents/${doc.id}`);
    },
    expect: allowed(DECIDERS),
  },
];
