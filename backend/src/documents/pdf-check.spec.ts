import { deflateSync } from 'node:zlib';
import { looksLikePdf, pdfProblem } from '@/documents/pdf-check';

const pdf = (body: string) => Buffer.from(`%PDF-1.4\n${body}\n%%EOF\n`, 'latin1');

describe('pdfProblem', () => {
  it('accepts a plain PDF', () => {
    expect(pdfProblem(pdf('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj'))).toBeNull();
  });

  it('refuses bytes that do not start as a PDF, whatever the name says', () => {
    expect(pdfProblem(Buffer.from('<html><script>alert(1)</script>'))).toBe('not_pdf');
    expect(pdfProblem(Buffer.from(' %PDF-1.4'))).toBe('not_pdf');
    expect(looksLikePdf(Buffer.from('%PDF'))).toBe(false);
  });

  it.each([
    '<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
    '<< /AA << /O << /S /Launch /F (calc.exe) >> >> >>',
    '<< /Names << /EmbeddedFiles 5 0 R >> >>',
    '<< /S /SubmitForm /F (https://example.org) >>',
    '<< /S /J#61vaScript >>',
  ])('refuses active content: %s', (body) => {
    expect(pdfProblem(pdf(`1 0 obj ${body} endobj`))).toBe('active_content');
  });

  it('finds a script hidden in a compressed object stream', () => {
    const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>'));
    const body = Buffer.concat([
      Buffer.from('%PDF-1.7\n3 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n'),
      hidden,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    expect(pdfProblem(body)).toBe('active_content');
  });

  it('does not take a longer name for an active one (/JSON, /Launcher)', () => {
    expect(pdfProblem(pdf('<< /JSON 1 /Launcher 2 >>'))).toBeNull();
  });
});
