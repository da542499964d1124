import { DOCUMENT_SLUG, documentSlug } from '@/documents/document-slug';

describe('documentSlug', () => {
  it('makes a plain file name from a German title', () => {
    expect(documentSlug('Finanz- und Beitragsordnung', new Set())).toBe(
      'finanz-und-beitragsordnung.pdf',
    );
    expect(documentSlug('Einverständniserklärung Fotos', new Set())).toBe(
      'einverstaendniserklaerung-fotos.pdf',
    );
    expect(documentSlug('Vereinszeitung „TuS aktuell“ – Herbst 2026', new Set())).toBe(
      'vereinszeitung-tus-aktuell-herbst-2026.pdf',
    );
  });

  it('counts up past names that are taken, and names a title without letters "dokument"', () => {
    expect(documentSlug('Satzung', new Set(['satzung.pdf', 'satzung-2.pdf']))).toBe(
      'satzung-3.pdf',
    );
    expect(documentSlug('„…“', new Set())).toBe('dokument.pdf');
  });

  it('always makes a name the public route accepts', () => {
    for (const title of ['x'.repeat(300), 'Ärger/../etc', 'Über 9000 %PDF']) {
      expect(documentSlug(title, new Set())).toMatch(DOCUMENT_SLUG);
    }
  });
});
