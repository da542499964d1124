import type { FunrunTrack } from '@/db/schema';
import type { RegistrationDto } from '@/registrations/dto/registrations.dto';

/** A spreadsheet would run a cell that starts like a formula: such a cell starts with ' instead. */
function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * The registrations as a CSV for a spreadsheet or the timing company (German Excel: `;`, a BOM,
 * CRLF): the fun run by track and start number, then each track's waiting list; a workshop's in
 * the order they came.
 */
export function registrationsCsv(
  rows: RegistrationDto[],
  tracks: readonly FunrunTrack[],
  funrun: boolean,
): string {
  const head = funrun
    ? [
        'Startnummer',
        'Strecke',
        'Name',
        'Jahrgang',
        'Verein',
        'T-Shirt',
        'E-Mail',
        'Status',
        'Nachmeldung',
        'Gebühr (€)',
        'Angekommen',
      ]
    : [
        'Name',
        'E-Mail',
        'Jahrgang',
        'Verein',
        'T-Shirt',
        'Erziehungsberechtigte Person',
        'Status',
        'Gebühr (€)',
        'Angekommen',
      ];
  const sorted = [...rows].sort(
    (a, b) =>
      (a.track ?? -1) - (b.track ?? -1) ||
      Number(a.status === 'waiting') - Number(b.status === 'waiting') ||
      (a.bib ?? 0) - (b.bib ?? 0) ||
      (a.waiting_position ?? 0) - (b.waiting_position ?? 0) ||
      a.created_at.localeCompare(b.created_at),
  );
  const status = (r: RegistrationDto) =>
    r.status === 'waiting' ? `Warteliste ${r.waiting_position ?? ''}`.trim() : 'angemeldet';
  const lines = sorted.map((r) =>
    funrun
      ? [
          r.bib,
          r.track === null ? '' : (tracks[r.track]?.name_de ?? ''),
          r.name,
          r.birth_year,
          r.team,
          r.tshirt,
          r.email,
          status(r),
          r.late ? 'ja' : 'nein',
          euros(r.fee_cents),
          r.checked_in ? 'ja' : 'nein',
        ]
      : [
          r.name,
          r.email,
          r.birth_year,
          r.team,
          r.tshirt,
          r.guardian_name,
          status(r),
          euros(r.fee_cents),
          r.checked_in ? 'ja' : 'nein',
        ],
  );
  return `\uFEFF${[head, ...lines].map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`;
}
