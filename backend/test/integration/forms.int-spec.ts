import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as } from '@test/utils/http';
import { loadConfig } from '@/config/env';

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

describe('forms and downloads (Formulare, footer PDFs, club newspaper)', () => {
  let t: TestApp;
  let formsDir: string;
  const visitor = () => as(t);

  beforeAll(async () => {
    // A copy of the shipped folder, so a test may add files beside the manifest.
    formsDir = mkdtempSync(join(tmpdir(), 'vh-forms-'));
    cpSync(loadConfig({ NODE_ENV: 'test' }).formsDir, formsDir, { recursive: true });
    writeFileSync(join(formsDir, 'geheim.pdf'), '%PDF-1.4 nicht im Manifest');
    t = await createTestApp({ FORMS_DIR: formsDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(formsDir, { recursive: true, force: true });
  });

  it('lists the footer documents, the forms and the newspaper with German titles', async () => {
    const res = await visitor().get('/public/forms');
    expect(res.statusCode).toBe(200);
    const forms: { title: string; file: string; group: string; size: number; url: string }[] =
      res.json().data;
    expect(forms.filter((f) => f.group === 'footer').map((f) => f.title)).toEqual([
      'Vorstand',
      'Satzung',
      'Finanz- und Beitragsordnung',
      'Jugendordnung',
      'Datenschutzordnung',
    ]);
    expect(forms.filter((f) => f.group === 'forms').map((f) => f.title)).toEqual(
      expect.arrayContaining(['Aufnahmeantrag (Mitgliedschaft)', 'SEPA-Lastschriftmandat']),
    );
    expect(forms.filter((f) => f.group === 'newspaper')).toHaveLength(1);
    for (const form of forms) {
      expect(form.url).toBe(`/forms/${form.file}`);
      expect(form.size).toBeGreaterThan(500);
    }
    expect(forms.map((f) => f.file)).not.toContain('geheim.pdf');
    expect(res.headers.etag).toBeDefined();
  });

  it('serves every listed PDF as application/pdf with caching and nosniff, and valid', async () => {
    const forms: { url: string; size: number }[] = (await visitor().get('/public/forms')).json()
      .data;
    for (const form of forms) {
      const res = await visitor().get(form.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'application/pdf',
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
      });
      expect(res.rawPayload.length).toBe(form.size);
      expectValidPdf(res.rawPayload);
    }
  });

  it('writes German text (with umlauts) into the PDFs', async () => {
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
});
