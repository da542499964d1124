import { MAX_IMAGE_BYTES, firstBytes } from '@/components/form/rules';

const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/**
 * Why a picked file cannot be a club document (an i18n key of `documents`), or null: a PDF by its
 * first bytes (as the server checks), within the upload limit. Active content only the server
 * finds (it reads the whole file).
 */
export async function pdfFileProblem(file: File): Promise<string | null> {
  if (file.size > MAX_IMAGE_BYTES) return 'documents:file.tooLarge';
  const head = await firstBytes(file, MAGIC.length).catch(() => new Uint8Array());
  return MAGIC.every((byte, i) => head[i] === byte) ? null : 'documents:file.notPdf';
}
