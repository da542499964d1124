/** A byte count as people read it (kB below a megabyte, else MB with one decimal). */
export function formatBytes(bytes: number, lang: string): string {
  const [value, unit] =
    bytes < 1_000_000 ? [bytes / 1_000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte'];
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}
