import type { ClubRow } from '@/club/club.repository';
import {
  CLUB_ID,
  LEGAL_NOTICE_FIELDS,
  type ClubSettingsDto,
  type LegalNoticeField,
  type PublicClubDto,
} from '@/club/dto/club.dto';
import type { Weekday } from '@/db/schema';
import { namesOfImage, uploadUrl } from '@/files/upload-names';

/** The club before its setup: no name, no facts (the pages show the setup notice meanwhile). */
export const NO_CLUB: PublicClubDto = {
  name: '',
  short_name: null,
  founding_year: null,
  logo: null,
  street: null,
  postal_code: null,
  city: null,
  phone: null,
  email: null,
  office_hours: [],
  child_welfare: null,
  register_court: null,
  register_number: null,
  board: [],
  social: [],
};

/** The header's logo: the smallest WebP rendition of the upload (the icons use the original). */
function logoRendition(logo: string | null): string | null {
  const [, smallest] = namesOfImage(logo);
  return smallest ? uploadUrl(smallest) : null;
}

export function mapPublicClub(row: ClubRow | null): PublicClubDto {
  if (!row) return NO_CLUB;
  return {
    name: row.name,
    short_name: row.shortName,
    founding_year: row.foundingYear,
    logo: logoRendition(row.logo),
    street: row.street,
    postal_code: row.postalCode,
    city: row.city,
    phone: row.phone,
    email: row.email,
    office_hours: row.officeHours.map((hours) => ({ ...hours, day: hours.day as Weekday })),
    child_welfare: row.childWelfare,
    register_court: row.registerCourt,
    register_number: row.registerNumber,
    board: row.board,
    social: row.social,
  };
}

/** The § 5 DDG fields the club has left empty (the Impressum needs each of them). */
export function legalNoticeMissing(club: PublicClubDto): LegalNoticeField[] {
  return LEGAL_NOTICE_FIELDS.filter((field) => {
    const value = club[field];
    return Array.isArray(value) ? value.length === 0 : !value;
  });
}

export function mapClubSettings(row: ClubRow, officeEmailDefault: string): ClubSettingsDto {
  const club = mapPublicClub(row);
  return {
    _id: CLUB_ID,
    ...club,
    office_email: row.officeEmail,
    office_email_in_use: row.officeEmail ?? officeEmailDefault,
    mail_sender_name: row.mailSenderName,
    workshop_user_email: row.workshopUserEmail,
    workshop_user_name: row.workshopUserName,
    legal_notice_missing: legalNoticeMissing(club),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}
