import { inflateSync } from 'node:zlib';

/** Why a file is not accepted as a club document (null: it is). */
export type PdfProblem = 'not_pdf' | 'active_content';

const MAGIC = Buffer.from('%PDF-', 'latin1');
/**
 * Names that make a PDF do things when opened rather than show pages: scripts, launching
 * programs, embedded files, rich media, sending or importing form data.
 */
const ACTIVE =
  /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|SubmitForm|ImportData)(?![A-Za-z0-9])/;
/** An inflated stream may grow this far (a compression bomb stops here). */
const MAX_INFLATED = 64 * 1024 * 1024;

/** True when the bytes start as a PDF does (`%PDF-`): the type is the bytes', not the name's. */
export function looksLikePdf(head: Buffer): boolean {
  return head.length >= MAGIC.length && head.subarray(0, MAGIC.length).equals(MAGIC);
}

/**
 * Checks a whole PDF: its magic bytes, and no active content in the file or in any of its
 * Flate-compressed streams (object streams hide dictionaries there since PDF 1.5). Names may be
 * written with #xx escapes (`/J#61vaScript`), so those are decoded before matching.
 */
export function pdfProblem(data: Buffer): PdfProblem | null {
  if (!looksLikePdf(data)) return 'not_pdf';
  if (hasActive(data)) return 'active_content';
  let budget = MAX_INFLATED;
  for (const stream of flateStreams(data)) {
    let inflated: Buffer;
    try {
      inflated = inflateSync(stream, { maxOutputLength: Math.max(budget, 1) });
    } catch {
      continue; // not Flate, damaged, or past the budget: nothing readable to check
    }
    budget -= inflated.length;
    if (hasActive(inflated)) return 'active_content';
    if (budget <= 0) break;
  }
  return null;
}

function hasActive(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (ACTIVE.test(text)) return true;
  if (!text.includes('#')) return false;
  return ACTIVE.test(
    text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

/** The data between each `stream` keyword and its `endstream` (zlib data starts with 0x78). */
function* flateStreams(data: Buffer): Generator<Buffer> {
  let from = 0;
  for (;;) {
    const start = data.indexOf('stream', from, 'latin1');
    if (start < 0) return;
    let body = start + 'stream'.length;
    if (data[body] === 0x0d) body++;
    if (data[body] === 0x0a) body++;
    const end = data.indexOf('endstream', body, 'latin1');
    if (end < 0) return;
    // "endstream" itself contains "stream": skip the keyword we just matched as an end.
    from = end + 'endstream'.length;
    if (data[body] === 0x78) yield data.subarray(body, end);
  }
}
