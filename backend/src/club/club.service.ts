import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError, ErrorCode } from '@/common/app-error';
import { PublicCache } from '@/common/public-cache';
import { stripTags } from '@/common/sanitize';
import { clubSettings } from '@/db/schema';
import { EntityImageService } from '@/files/entity-image.service';
import { imageSlot } from '@/files/image-column.repository';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { ClubRepository, type ClubRow, type ClubValues } from '@/club/club.repository';
import { mapClubSettings, mapPublicClub } from '@/club/club.mapper';
import type { ClubSettingsDto, PublicClubDto, UpdateClubDto } from '@/club/dto/club.dto';

/**
 * The public read of the club's facts (cache key). Every page reads it, so a change drops every
 * page; the feeds, calendars and manifest name it as their source (addDependents).
 */
export const PUBLIC_CLUB_KEY = 'club';

const NOT_SET_UP = 'Die Website ist noch nicht eingerichtet.';
const CLUB_LOGO = imageSlot(clubSettings, 'logo');

/** An optional text as stored: without markup, trimmed, and empty is none. */
const text = (value: string | null | undefined): string | null =>
  (value ? stripTags(value).trim() : '') || null;
/** A required text: without markup, trimmed. */
const plain = (value: string): string => stripTags(value).trim();

/** The club this installation is the website of (DESIGN section 6c): its facts and settings. */
@Injectable()
export class ClubService {
  constructor(
    private readonly repo: ClubRepository,
    private readonly cache: PublicCache,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly images: EntityImageService,
  ) {}

  /** The club's public facts; empty before the setup. */
  async publicClub(): Promise<PublicClubDto> {
    return mapPublicClub(await this.repo.find());
  }

  /** The public facts with the settings' version: what the icons are made from, and their tag. */
  async identity(): Promise<{ club: PublicClubDto; version: number; logo: string | null }> {
    const row = await this.repo.find();
    return { club: mapPublicClub(row), version: row?.version ?? 0, logo: row?.logo ?? null };
  }

  /** The club's logo from a multipart upload (the image rules); the previous one's files go. */
  async uploadLogo(user: AuthUser, request: FastifyRequest): Promise<ClubSettingsDto> {
    const before = await this.repo.find();
    if (!before) throw AppError.notFound(NOT_SET_UP);
    const row = await this.images.replace(request, CLUB_LOGO, '1', { notFound: NOT_SET_UP });
    return this.changed(user, { logo: { from: before.logo, to: row.logo } }, row);
  }

  async removeLogo(user: AuthUser): Promise<ClubSettingsDto> {
    const before = await this.repo.find();
    if (!before) throw AppError.notFound(NOT_SET_UP);
    const row = await this.repo.setLogo(null);
    await this.images.remove(before.logo);
    return this.changed(user, { logo: { from: before.logo, to: null } }, row!);
  }

  private async changed(
    user: AuthUser,
    changes: Record<string, unknown>,
    row: ClubRow,
  ): Promise<ClubSettingsDto> {
    this.cache.invalidate(PUBLIC_CLUB_KEY);
    await this.audit.record({
      action: 'club.updated',
      actor: user,
      entityType: 'club',
      entityId: 'club',
      details: { version: row.version, changes },
    });
    return mapClubSettings(row, this.config.officeEmail);
  }

  async settings(): Promise<ClubSettingsDto> {
    const row = await this.repo.find();
    if (!row) throw AppError.notFound(NOT_SET_UP);
    return mapClubSettings(row, this.config.officeEmail);
  }

  /** The club's name, or the product's before the setup (feeds, calendars, titles). */
  async siteName(): Promise<string> {
    return (await this.repo.find())?.name || 'Vereinsheim';
  }

  /** Where contact messages go: the club's office address, else the OFFICE_EMAIL setting. */
  async officeEmail(): Promise<string> {
    return (await this.repo.find())?.officeEmail ?? this.config.officeEmail;
  }

  /** The name mails are sent under and sign with: the sender name, else the club's name. */
  async mailName(): Promise<string> {
    const row = await this.repo.find();
    return row?.mailSenderName ?? row?.name ?? '';
  }

  async update(user: AuthUser, dto: UpdateClubDto, version: number): Promise<ClubSettingsDto> {
    const values = this.toValues(dto);
    const before = await this.repo.find();
    if (!before) throw AppError.notFound(NOT_SET_UP);
    const row = await this.repo.updateVersioned(version, values);
    if (!row) {
      const now = await this.repo.find();
      if (!now) throw AppError.notFound(NOT_SET_UP);
      throw AppError.versionConflict(
        'Die Vereinsdaten wurden inzwischen von jemand anderem geändert.',
        mapClubSettings(now, this.config.officeEmail),
      );
    }
    this.cache.invalidate(PUBLIC_CLUB_KEY);
    await this.audit.record({
      action: 'club.updated',
      actor: user,
      entityType: 'club',
      entityId: 'club',
      details: { version: row.version, changes: changes(before, row) },
    });
    return mapClubSettings(row, this.config.officeEmail);
  }

  private toValues(dto: UpdateClubDto): ClubValues {
    const hours = dto.office_hours ?? [];
    const late = hours.findIndex((slot) => slot.closes <= slot.opens);
    if (late >= 0) {
      throw new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
        details: { [`office_hours.${late}.closes`]: 'Das Ende muss nach dem Beginn liegen.' },
      });
    }
    if (plain(dto.name).length < 3) {
      throw new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
        details: { name: 'Mindestens 3 Zeichen.' },
      });
    }
    const welfare = dto.child_welfare;
    return {
      name: plain(dto.name),
      shortName: text(dto.short_name),
      foundingYear: dto.founding_year ?? null,
      street: text(dto.street),
      postalCode: text(dto.postal_code),
      city: text(dto.city),
      phone: text(dto.phone),
      email: text(dto.email),
      officeHours: hours.map(({ day, opens, closes }) => ({ day, opens, closes })),
      childWelfare: welfare
        ? { name: plain(welfare.name), email: text(welfare.email), phone: text(welfare.phone) }
        : null,
      registerCourt: text(dto.register_court),
      registerNumber: text(dto.register_number),
      board: (dto.board ?? []).map(({ role, name }) => ({ role: plain(role), name: plain(name) })),
      social: (dto.social ?? []).map(({ label, url }) => ({ label: plain(label), url })),
      officeEmail: text(dto.office_email),
      mailSenderName: text(dto.mail_sender_name),
      workshopUserEmail: text(dto.workshop_user_email),
      workshopUserName: text(dto.workshop_user_name),
    };
  }
}

const AUDITED: readonly (keyof ClubValues)[] = [
  'name',
  'shortName',
  'foundingYear',
  'street',
  'postalCode',
  'city',
  'phone',
  'email',
  'officeHours',
  'childWelfare',
  'registerCourt',
  'registerNumber',
  'board',
  'social',
  'officeEmail',
  'mailSenderName',
  'workshopUserEmail',
  'workshopUserName',
];

/** Each changed field with its value before and after: the audit log is the history. */
function changes(before: ClubRow, after: ClubRow): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of AUDITED) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changed[field] = { from: before[field], to: after[field] };
    }
  }
  return changed;
}
