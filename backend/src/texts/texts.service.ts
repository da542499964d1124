import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError } from '@/common/app-error';
import { PublicCache } from '@/common/public-cache';
import { sanitizeRichText, stripTags } from '@/common/sanitize';
import { TextsRepository, type TextRow } from '@/texts/texts.repository';
import { TEXT_KEYS, TEXT_LABELS, type TextContent, type TextKey } from '@/texts/texts.catalog';
import type { PublicTextDto, TextDto, UpdateTextDto } from '@/texts/dto/text.dto';

/** The public read of one text (cache key); a save drops it and every page that showed it. */
export const publicTextKey = (key: TextKey) => `text:${key}`;

/** Rich text as stored: sanitized, and a text with nothing to read (`<p></p>`) is empty. */
function richText(html: string | null | undefined): string {
  const clean = html ? sanitizeRichText(html) : '';
  return stripTags(clean).trim() ? clean : '';
}

const publicOf = (key: TextKey, row: TextRow | undefined): PublicTextDto => ({
  key,
  de: row?.de ?? '',
  en: row?.en ?? null,
  applications_from: row?.applicationsFrom ?? null,
  updated_at: row?.updatedAt.toISOString() ?? null,
});

const dtoOf = (key: TextKey, row: TextRow | undefined): TextDto => ({
  ...publicOf(key, row),
  label: TEXT_LABELS[key],
  version: row?.version ?? 0,
  updated_by:
    row?.updatedBy && row.updatedByName ? { _id: row.updatedBy, name: row.updatedByName } : null,
});

/**
 * The club's own texts (texts.catalog.ts): written live by those who manage the club (no publish
 * step: a legal text is the club board's, not a trainer's), each save a revision to restore.
 */
@Injectable()
export class TextsService {
  constructor(
    private readonly repo: TextsRepository,
    private readonly cache: PublicCache,
    private readonly audit: AuditService,
  ) {}

  async publicText(key: TextKey): Promise<PublicTextDto> {
    const [row] = await this.repo.list(key);
    return publicOf(key, row);
  }

  /** Every text, in the catalog's order; one never written is empty at version 0. */
  async list(): Promise<TextDto[]> {
    const rows = new Map((await this.repo.list()).map((row) => [row.key, row]));
    return TEXT_KEYS.map((key) => dtoOf(key, rows.get(key)));
  }

  async get(key: TextKey): Promise<TextDto> {
    const [row] = await this.repo.list(key);
    return dtoOf(key, row);
  }

  /** The content a save or restore stores: sanitized; an empty English text is none. */
  content(key: TextKey, dto: UpdateTextDto): TextContent {
    return {
      de: richText(dto.de),
      en: richText(dto.en) || null,
      applications_from: key === 'fsj' ? (dto.applications_from ?? null) : null,
    };
  }

  async update(
    user: AuthUser,
    key: TextKey,
    dto: UpdateTextDto,
    version: number,
  ): Promise<TextDto> {
    const content = this.content(key, dto);
    if (!(await this.repo.save(key, version, content, user.id))) {
      throw AppError.versionConflict(
        'Der Text wurde inzwischen von jemand anderem geändert.',
        await this.get(key),
      );
    }
    this.cache.invalidate(publicTextKey(key));
    const saved = await this.get(key);
    await this.audit.record({
      action: 'text.updated',
      actor: user,
      entityType: 'text',
      entityId: key,
      details: { version: saved.version, label: TEXT_LABELS[key] },
    });
    return saved;
  }
}
