import type { ClubFormValues } from '@/features/club/clubSchema';

/** The fields § 5 DDG asks of a club's Impressum (the server's `legal_notice_missing`). */
export const LEGAL_NOTICE_FIELDS = [
  'name',
  'street',
  'postal_code',
  'city',
  'email',
  'board',
  'register_court',
  'register_number',
] as const;
export type LegalNoticeField = (typeof LEGAL_NOTICE_FIELDS)[number];

/** Those of them the form leaves empty, as the club types (the server says the same on save). */
export function legalNoticeMissing(values: Partial<ClubFormValues>): LegalNoticeField[] {
  return LEGAL_NOTICE_FIELDS.filter((field) => {
    const value = values[field];
    return Array.isArray(value) ? value.length === 0 : !String(value ?? '').trim();
  });
}
