import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { AppError, ErrorCode } from '@/common/app-error';
import { withoutAddresses } from '@/common/safe-error';
import { stripTags } from '@/common/sanitize';
import { validateBody } from '@/common/validation';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { ClubService } from '@/club/club.service';
import { MailQuota } from '@/mail/mail-quota';
import { MailService } from '@/mail/mail.service';
import {
  SupportRepository,
  type SupportRow,
  type SupportValues,
} from '@/support/support.repository';
import { mapSupportRequest } from '@/support/support.mapper';
import {
  ContactRequestDto,
  type SupportFilter,
  type SupportPageDto,
  type SupportRequestDto,
} from '@/support/dto/support.dto';

const NOT_FOUND = 'Die Nachricht wurde nicht gefunden.';
/** After this many attempts a message stays "failed"; the office still sees it in the inbox. */
export const MAX_MAIL_ATTEMPTS = 10;
/** An attempt that has not finished after this long (process died) may be taken over. */
const STALE_ATTEMPT_MS = 10 * 60_000;
const RETRY_BATCH = 50;

/** The support inbox: contact-form messages, their delivery to the office, and their retention. */
const CLUB_TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "27.11.2026, 04:26 Uhr": the office reads the club's local time, not UTC. */
export function clubTime(at: Date): string {
  return `${CLUB_TIME.format(at)} Uhr`;
}

@Injectable()
export class SupportService implements OnModuleDestroy {
  private readonly logger = new Logger(SupportService.name);
  /** Deliveries still running; waited for on shutdown so none is cut off mid-write. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly repo: SupportRepository,
    private readonly mail: MailService,
    private readonly quota: MailQuota,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly club: ClubService,
  ) {}

  /**
   * Stores the message, then mails it in the background: the visitor's answer never waits for
   * SMTP. Each message is a mail the client makes the club send: its daily cap (MailQuota) holds.
   */
  async submit(dto: ContactRequestDto, client: string): Promise<void> {
    const values = this.toValues(dto);
    await this.quota.admitClient(client);
    const row = await this.repo.insertClaimed(values);
    this.track(this.deliver(row));
  }

  /**
   * The contact form as a page posts it (every field a string, trimmed here as the app trims it;
   * an empty phone is none), validated as the API's body.
   */
  async submitForm(form: Record<string, unknown>, client: string): Promise<void> {
    const body = Object.fromEntries(
      Object.entries(form)
        .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
        .filter(([key, value]) => !(key === 'phone' && value === '')),
    );
    await this.submit(await validateBody(ContactRequestDto, body), client);
  }

  async list(filter: SupportFilter, page: number, limit: number): Promise<SupportPageDto> {
    const { rows, total } = await this.repo.page(filter, limit, (page - 1) * limit);
    return {
      items: rows.map(mapSupportRequest),
      total,
      page,
      limit,
      retention_days: this.config.supportRetentionDays,
    };
  }

  async markRead(id: string): Promise<SupportRequestDto> {
    const row = await this.repo.markRead(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return mapSupportRequest(row);
  }

  async setDone(id: string, done: boolean, version: number): Promise<SupportRequestDto> {
    if (!(await this.repo.findById(id))) throw AppError.notFound(NOT_FOUND);
    const row = await this.repo.setDone(id, version, done);
    if (row) return mapSupportRequest(row);
    const now = await this.repo.findById(id);
    if (!now) throw AppError.notFound(NOT_FOUND);
    throw AppError.versionConflict(
      'Die Nachricht wurde inzwischen von jemand anderem geändert.',
      mapSupportRequest(now),
    );
  }

  async remove(id: string): Promise<void> {
    if (!(await this.repo.delete(id))) throw AppError.notFound(NOT_FOUND);
  }

  /** Sends every message whose mail failed (or hung); returns how many went out now. */
  async retryFailedMail(): Promise<number> {
    const rows = await this.repo.claimForRetry(
      new Date(Date.now() - STALE_ATTEMPT_MS),
      MAX_MAIL_ATTEMPTS,
      RETRY_BATCH,
    );
    let sent = 0;
    for (const row of rows) if (await this.deliver(row)) sent++;
    return sent;
  }

  /** Deletes the messages older than SUPPORT_RETENTION_DAYS; returns how many. */
  async purgeExpired(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.supportRetentionDays * 86_400_000);
    return this.repo.deleteOlderThan(cutoff);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(row: SupportRow): Promise<boolean> {
    try {
      await this.mail.send({
        to: await this.club.officeEmail(),
        replyTo: `"${row.name.replace(/["\\]/g, '')}" <${row.email}>`,
        subject: `Kontaktformular: ${row.subject}`,
        text: [
          `Neue Nachricht über das Kontaktformular der Website`,
          '',
          `Von: ${row.name} <${row.email}>`,
          ...(row.phone ? [`Telefon: ${row.phone}`] : []),
          `Betreff: ${row.subject}`,
          `Eingegangen: ${clubTime(row.createdAt)}`,
          '',
          row.message,
          '',
          '-- ',
          'Antworten geht direkt an den Absender. Die Nachricht steht auch im Support-Postfach.',
        ].join('\n'),
      });
      await this.repo.markSent(row.id);
      return true;
    } catch (error) {
      // Shown in the inbox and logged: the mail's failure without the addresses it quotes.
      const reason = (error instanceof Error ? withoutAddresses(error.message) : 'unbekannt').slice(
        0,
        500,
      );
      this.logger.warn(`Kontaktnachricht ${row.id} nicht versendet: ${reason}`);
      await this.repo.markFailed(row.id, reason).catch(() => undefined);
      return false;
    }
  }

  private track(work: Promise<unknown>): void {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done));
  }

  private toValues(dto: ContactRequestDto): SupportValues {
    const values = {
      name: stripTags(dto.name),
      email: dto.email.trim(),
      phone: dto.phone ? stripTags(dto.phone) || null : null,
      subject: stripTags(dto.subject),
      message: stripTags(dto.message),
    };
    // Markup alone passes the length check but leaves nothing to read.
    const empty = (['name', 'subject', 'message'] as const).filter((k) => !values[k]);
    if (empty.length) {
      throw new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
        details: Object.fromEntries(empty.map((k) => [k, 'Dieses Feld wird benötigt.'])),
      });
    }
    return values;
  }
}
