import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as, ifMatch, type Client } from '@test/utils/http';
import { multipart } from '@test/utils/multipart';
import { createUser } from '@test/factories/factories';
import { pdfBytes } from '@test/factories/documents';
import { auditLog, documents } from '@/db/schema';
import { FILE_STORAGE, type FileStorage } from '@/files/file-storage';
import { storeDemoDocuments } from '@/seed/demo-documents';

/** The checks a PDF reader makes first: header, trailer, and every xref offset on its object. */
function expectValidPdf(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
    Number(m[1]),
  );
  expect(offsets.length).toBeGreaterThanOrEqual(6);
  offsets.forEach((offset, i) =>
    expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true),
  );
}

interface Form {
  title: string;
  file: string;
  url: string;
  size: number;
  group: string;
  category: string;
}
interface Doc extends Form {
  _id: string;
  version: number;
  position: number;
}

async function storedNames(storage: FileStorage): Promise<string[]> {
  const names: string[] = [];
  for await (const info of storage.list()) names.push(info.name);
  return names.filter((n) => n.startsWith('documents/'));
}

describe('the club documents (footer PDFs, Formulare, club newspaper)', () => {
  let t: TestApp;
  let admin: Client;
  let storage: FileStorage;
  const visitor = () => as(t);
  const publicList = async (): Promise<Form[]> =>
    (await visitor().get('/public/forms')).json().data;
  const upload = (fields: Record<string, string>, data = pdfBytes()) => {
    const { payload, headers } = multipart(data, {
      filename: 'upload.pdf',
      contentType: 'application/pdf',
      fields,
    });
    return admin.post('/api/documents', payload, headers);
  };

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: String(64 * 1024) });
    storage = t.app.get(FILE_STORAGE);
    // The demo seed's PDFs, stored as the seed stores them.
    await t.db.insert(documents).values(await storeDemoDocuments(storage));
    const user = await createUser(t.db, { email: 'admin@verein.example.org', roles: ['admin'] });
    admin = as(t, (await t.login(user.email)).token);
  });
  afterAll(() => t.close());

  describe('the demo documents', () => {
    it('lists the footer five in the spec order, then the forms and the newspaper', async () => {
      const res = await visitor().get('/public/forms');
      expect(res.statusCode).toBe(200);
      const forms: Form[] = res.json().data;
      expect(forms.filter((f) => f.group === 'footer').map((f) => [f.title, f.category])).toEqual([
        ['Vorstand', 'board'],
        ['Satzung', 'statutes'],
        ['Finanz- und Beitragsordnung', 'finance_rules'],
        ['Jugendordnung', 'youth_rules'],
        ['Datenschutzordnung', 'data_protection'],
      ]);
      expect(forms.filter((f) => f.group === 'forms').map((f) => f.title)).toEqual([
        'Aufnahmeantrag (Mitgliedschaft)',
        'SEPA-Lastschriftmandat',
        'Austrittserklärung',
        'Einverständniserklärung Fotos',
      ]);
      expect(forms.filter((f) => f.group === 'newspaper')).toHaveLength(1);
      for (const form of forms) {
        expect(form.url).toBe(`/forms/${form.file}`);
        expect(form.size).toBeGreaterThan(500);
      }
      expect(res.headers.etag).toBeDefined();
    });

    it('serves each at the address the demo always had: a PDF download, sandboxed, nosniff', async () => {
      for (const form of await publicList()) {
        const res = await visitor().get(form.url);
        expect(res.statusCode).toBe(200);
        expect(res.headers).toMatchObject({
          'content-type': 'application/pdf',
          'cache-control': 'public, no-cache',
          'x-content-type-options': 'nosniff',
          'content-disposition': `attachment; filename="${form.file}"`,
          'content-security-policy': "sandbox; default-src 'none'",
        });
        expect(res.rawPayload.length).toBe(form.size);
        expectValidPdf(res.rawPayload);
      }
      const pdf = (await visitor().get('/forms/austrittserklaerung.pdf')).rawPayload;
      // WinAnsiEncoding: "ä" is octal 344 in the PDF string.
      expect(pdf.toString('latin1')).toContain('(Austrittserkl\\344rung) Tj');
    });

    it('answers 304 for a PDF the browser already has', async () => {
      const first = await visitor().get('/forms/satzung.pdf');
      const again = await visitor().get('/forms/satzung.pdf', {
        'if-none-match': first.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
    });

    it.each([
      'geheim.pdf',
      'manifest.json',
      '..%2F..%2Fpackage.json',
      '..%2Fforms%2Fsatzung.pdf',
      'SATZUNG.PDF',
      'satzung.pdf%00.html',
      '%2Fetc%2Fpasswd',
    ])('answers 404 with the envelope for /forms/%s', async (name) => {
      const res = await visitor().get(`/forms/${name}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it('never serves a document file under /uploads', async () => {
      const [key] = await storedNames(storage);
      expect((await visitor().get(`/uploads/${key}`)).statusCode).toBe(404);
    });
  });

  describe('an upload', () => {
    it('reaches the public list at once, under an address made from its title, in the audit log', async () => {
      await publicList(); // cached now: the upload must drop it
      const res = await upload({ title: 'Hallenordnung Sporthalle Süd', category: 'form' });
      expect(res.statusCode).toBe(201);
      const doc: Doc = res.json().data;
      expect(doc).toMatchObject({
        title: 'Hallenordnung Sporthalle Süd',
        file: 'hallenordnung-sporthalle-sued.pdf',
        url: '/forms/hallenordnung-sporthalle-sued.pdf',
        group: 'forms',
        version: 1,
        position: 4,
      });
      const forms = await publicList();
      expect(forms.filter((f) => f.group === 'forms').at(-1)?.title).toBe(
        'Hallenordnung Sporthalle Süd',
      );
      const pdf = await visitor().get(doc.url);
      expect(pdf.rawPayload.equals(pdfBytes())).toBe(true);
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, doc._id));
      expect(entry).toMatchObject({ action: 'document.created', entityType: 'document' });
    });

    it('takes the fields after the file part too, and a second title of the same name gets -2', async () => {
      const { payload, headers } = multipart(pdfBytes(), {
        filename: 'x.pdf',
        contentType: 'application/pdf',
      });
      // Fields after the file: rebuilt by hand from the helper's boundary.
      const boundary = headers['content-type']!.split('boundary=')[1]!;
      const tail = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nSatzung\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nstatutes\r\n--${boundary}--\r\n`,
      );
      const body = Buffer.concat([
        payload.subarray(0, payload.length - `--${boundary}--\r\n`.length),
        tail,
      ]);
      const res = await admin.post('/api/documents', body, headers);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.file).toBe('satzung-2.pdf');
    });

    it('refuses a file that is not a PDF by its bytes, whatever its name', async () => {
      const res = await upload(
        { title: 'Getarnt', category: 'form' },
        Buffer.from('<html><script>alert(1)</script></html>'),
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Nur PDF-Dateien können hochgeladen werden.',
      });
    });

    it('refuses a PDF with active content, also one hidden in a compressed stream', async () => {
      const plain = Buffer.from(
        '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF',
      );
      const hidden = Buffer.concat([
        Buffer.from('%PDF-1.7\n3 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n'),
        deflateSync(Buffer.from('<< /S /Launch /F (cmd.exe) >>')),
        Buffer.from('\nendstream\nendobj\n%%EOF\n'),
      ]);
      for (const data of [plain, hidden]) {
        const res = await upload({ title: 'Mit Skript', category: 'form' }, data);
        expect(res.statusCode).toBe(422);
        expect(res.json().code).toBe('PDF_ACTIVE_CONTENT');
      }
    });

    it('refuses a file past the upload size limit', async () => {
      const big = Buffer.concat([pdfBytes(), Buffer.alloc(65 * 1024, 0x20)]);
      const res = await upload({ title: 'Zu groß', category: 'form' }, big);
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('names the missing title, a wrong category and a missing file by field', async () => {
      const res = await upload({ category: 'elsewhere' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details).sort()).toEqual(['category', 'title']);
      const none = await admin.post('/api/documents', {});
      expect(none.statusCode).toBe(400);
      expect(none.json().details).toHaveProperty('file');
    });

    it('leaves no file behind for a refused upload', async () => {
      const before = (await storedNames(storage)).length;
      await upload({ title: 'x' });
      expect(await storedNames(storage)).toHaveLength(before);
    });
  });

  describe('replacing a document', () => {
    it('keeps its address, serves the new file at once and deletes the old one', async () => {
      const docs: Doc[] = (await admin.get('/api/documents')).json().data;
      const satzung = docs.find((d) => d.file === 'satzung.pdf')!;
      const [row] = await t.db.select().from(documents).where(eq(documents.id, satzung._id));
      const before = await visitor().get('/forms/satzung.pdf');
      const fresh = pdfBytes('Neue Satzung vom 1. Dezember 2026');
      const { payload, headers } = multipart(fresh, {
        filename: 'satzung-neu.pdf',
        contentType: 'application/pdf',
      });
      const res = await admin.post(`/api/documents/${satzung._id}/file`, payload, {
        ...headers,
        ...ifMatch(satzung.version),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ url: '/forms/satzung.pdf', size: fresh.length });
      const after = await visitor().get('/forms/satzung.pdf', {
        'if-none-match': before.headers.etag as string,
      });
      expect(after.statusCode).toBe(200);
      expect(after.rawPayload.equals(fresh)).toBe(true);
      expect((await publicList()).find((f) => f.file === 'satzung.pdf')?.size).toBe(fresh.length);
      expect(await storedNames(storage)).not.toContain(row!.fileKey);
    });

    it('answers 412 with the current document for a stale version, and keeps the file', async () => {
      const docs: Doc[] = (await admin.get('/api/documents')).json().data;
      const vorstand = docs.find((d) => d.file === 'vorstand.pdf')!;
      const files = (await storedNames(storage)).length;
      const { payload, headers } = multipart(pdfBytes(), { contentType: 'application/pdf' });
      const res = await admin.post(`/api/documents/${vorstand._id}/file`, payload, {
        ...headers,
        ...ifMatch(vorstand.version + 5),
      });
      expect(res.statusCode).toBe(412);
      expect(res.json().data).toMatchObject({ _id: vorstand._id, version: vorstand.version });
      expect(await storedNames(storage)).toHaveLength(files);
    });
  });

  describe('editing, ordering and deleting', () => {
    it('renames without changing the address, and moves to the end of a new category', async () => {
      const docs: Doc[] = (await admin.get('/api/documents')).json().data;
      const paper = docs.find((d) => d.category === 'newspaper')!;
      const res = await admin.put(
        `/api/documents/${paper._id}`,
        { title: 'Vereinszeitung Winter 2026', category: 'form' },
        ifMatch(paper.version),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ url: paper.url, group: 'forms', version: 2 });
      const forms = (await publicList()).filter((f) => f.group === 'forms');
      expect(forms.at(-1)?.title).toBe('Vereinszeitung Winter 2026');
      const back = await admin.put(
        `/api/documents/${paper._id}`,
        { title: paper.title, category: 'newspaper' },
        ifMatch(2),
      );
      expect(back.statusCode).toBe(200);
    });

    it('moves a document up and down inside its category, for the footer too', async () => {
      const docs: Doc[] = (await admin.get('/api/documents')).json().data;
      const forms = docs.filter((d) => d.category === 'form');
      const second = forms[1]!;
      const up = await admin.post(
        `/api/documents/${second._id}/move`,
        { direction: 'up' },
        ifMatch(second.version),
      );
      expect(up.statusCode).toBe(200);
      const order = (up.json().data as Doc[]).filter((d) => d.category === 'form');
      expect(order.map((d) => d._id).slice(0, 2)).toEqual([second._id, forms[0]!._id]);
      expect(
        (await publicList())
          .filter((f) => f.group === 'forms')
          .map((f) => f.title)
          .slice(0, 2),
      ).toEqual([second.title, forms[0]!.title]);
      // The first one up again: stays, no new version.
      const moved = order[0]!;
      const stay = await admin.post(
        `/api/documents/${moved._id}/move`,
        { direction: 'up' },
        ifMatch(moved.version),
      );
      expect((stay.json().data as Doc[]).find((d) => d._id === moved._id)?.version).toBe(
        moved.version,
      );
      const stale = await admin.post(
        `/api/documents/${moved._id}/move`,
        { direction: 'down' },
        ifMatch(moved.version - 1),
      );
      expect(stale.statusCode).toBe(412);
      const bad = await admin.post(
        `/api/documents/${moved._id}/move`,
        { direction: 'left' },
        ifMatch(moved.version),
      );
      expect(bad.statusCode).toBe(400);
    });

    it('deletes a document: its address answers 404, its file is gone, the audit log says who', async () => {
      const docs: Doc[] = (await admin.get('/api/documents')).json().data;
      const doc = docs.find((d) => d.file === 'jugendordnung.pdf')!;
      const [row] = await t.db.select().from(documents).where(eq(documents.id, doc._id));
      await publicList();
      expect((await admin.delete(`/api/documents/${doc._id}`)).statusCode).toBe(200);
      expect((await visitor().get('/forms/jugendordnung.pdf')).statusCode).toBe(404);
      expect((await publicList()).map((f) => f.file)).not.toContain('jugendordnung.pdf');
      expect(await storedNames(storage)).not.toContain(row!.fileKey);
      expect((await admin.delete(`/api/documents/${doc._id}`)).statusCode).toBe(404);
      const actions = (
        await t.db.select().from(auditLog).where(eq(auditLog.entityId, doc._id))
      ).map((e) => e.action);
      expect(actions).toContain('delete');
    });
  });
});
