// Writes the demo PDFs of the Formulare page and the footer (spec section 2) into
// backend/assets/demo-documents; the demo seed stores them (src/seed/demo-documents.ts names their
// titles and categories). Run: node backend/scripts/make-form-pdfs.mjs
// Each PDF is one A4 page of Helvetica text (WinAnsiEncoding, so German umlauts work); they are
// placeholders a club replaces with its real documents in the back office ("Dokumente").
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { stdout } from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'demo-documents');
const CLUB = 'TuS Musterstadt 1887 e.V.';

const DOCUMENTS = [
  [
    'vorstand.pdf',
    'Vorstand',
    'footer',
    [
      '1. Vorsitzende: Gabriele Hartmann',
      '2. Vorsitzende: Aylin Demir',
      'Kassenwart: Jens Hoffmann',
      'Geschäftsführer: Thomas Brinkmann',
      'Ansprechperson Kinderschutz: Miriam Adler',
      'Schriftführer: Michael Wagner',
      'Jugendwartin: Lena Hoffmann',
    ],
  ],
  [
    'satzung.pdf',
    'Satzung',
    'footer',
    [
      '§ 1 Name, Sitz und Geschäftsjahr',
      '§ 2 Zweck und Gemeinnützigkeit',
      '§ 3 Mitgliedschaft',
      '§ 4 Beiträge',
      '§ 5 Organe des Vereins',
    ],
  ],
  [
    'finanz-und-beitragsordnung.pdf',
    'Finanz- und Beitragsordnung',
    'footer',
    [
      'Erwachsene: 12,00 € im Monat',
      'Kinder und Jugendliche: 7,00 € im Monat',
      'Familien: 25,00 € im Monat',
      'Die Beiträge werden vierteljährlich per SEPA-Lastschrift eingezogen.',
    ],
  ],
  [
    'jugendordnung.pdf',
    'Jugendordnung',
    'footer',
    [
      '§ 1 Die Vereinsjugend',
      '§ 2 Jugendversammlung und Jugendausschuss',
      '§ 3 Aufgaben der Jugendwartin',
    ],
  ],
  [
    'datenschutzordnung.pdf',
    'Datenschutzordnung',
    'footer',
    [
      'Der Verein verarbeitet personenbezogene Daten nur für Vereinszwecke.',
      'Ansprechpartner: Datenschutzbeauftragter des Vereins',
      'Auskunft, Berichtigung und Löschung nach DSGVO Art. 15 bis 17.',
    ],
  ],
  [
    'aufnahmeantrag.pdf',
    'Aufnahmeantrag (Mitgliedschaft)',
    'forms',
    [
      'Name, Vorname: ______________________________',
      'Geburtsdatum: ______________  Abteilung: ______________',
      'Anschrift: __________________________________',
      'Unterschrift (bei Minderjährigen der Erziehungsberechtigten): __________',
    ],
  ],
  [
    'sepa-lastschriftmandat.pdf',
    'SEPA-Lastschriftmandat',
    'forms',
    [
      'Gläubiger-Identifikationsnummer: DE98ZZZ09999999999',
      'Kontoinhaber: ______________________________',
      'IBAN: DE__ ____ ____ ____ ____ __',
      'Datum, Unterschrift: ______________________',
    ],
  ],
  [
    'austrittserklaerung.pdf',
    'Austrittserklärung',
    'forms',
    [
      'Hiermit erkläre ich meinen Austritt aus dem Verein zum Ende des Quartals.',
      'Name, Vorname: ______________________________',
      'Datum, Unterschrift: ______________________',
    ],
  ],
  [
    'einverstaendnis-fotos.pdf',
    'Einverständniserklärung Fotos',
    'forms',
    [
      'Ich bin einverstanden, dass Fotos von Vereinsveranstaltungen',
      'auf der Website und in der Vereinszeitung veröffentlicht werden.',
      'Datum, Unterschrift: ______________________',
    ],
  ],
  [
    'vereinszeitung.pdf',
    'Vereinszeitung „TuS aktuell“ – Herbst 2026',
    'newspaper',
    [
      'Rückblick auf den Volkslauf 2025',
      'Neue Kurse in der Turnabteilung',
      'Termine: Jahreshauptversammlung am 20. März',
    ],
  ],
];

/** A PDF string literal in WinAnsiEncoding (cp1252); „ “ – € are outside Latin-1. */
function pdfText(text) {
  const special = { '„': 0x84, '“': 0x93, '–': 0x96, '€': 0x80 };
  let out = '';
  for (const ch of text) {
    const code = special[ch] ?? ch.codePointAt(0);
    if (code > 0xff) throw new Error(`Zeichen nicht darstellbar: ${ch}`);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `(${out})`;
}

function pdf(title, lines) {
  const text = [
    'BT /F2 11 Tf 56 790 Td',
    `${pdfText(CLUB)} Tj`,
    '/F2 20 Tf 0 -40 Td',
    `${pdfText(title)} Tj`,
    '/F1 12 Tf 0 -36 Td',
    ...lines.flatMap((line) => [`${pdfText(line)} Tj`, '0 -20 Td']),
    '/F1 9 Tf 0 -30 Td',
    `${pdfText('Platzhalter für die Demo: bitte durch das echte Dokument des Vereins ersetzen.')} Tj`,
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfText(title)} /Author ${pdfText(CLUB)} >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

for (const [file, title, , lines] of DOCUMENTS) writeFileSync(join(OUT, file), pdf(title, lines));
stdout.write(`${DOCUMENTS.length} PDFs in ${OUT}\n`);
