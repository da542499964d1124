import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { AppError, ErrorCode } from '@/common/app-error';
import { JobLeader } from '@/common/job-leader';
import { Pseudonyms } from '@/common/pseudonyms';
import { clientNetwork } from '@/common/truncate-ip';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { MailQuotaRepository } from '@/mail/mail-quota.repository';
import { mailboxOf } from '@/mail/mailbox';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The answer to a client whose public forms have made the club send its day's mails. */
export const CLIENT_CAP_MESSAGE =
  'Von deinem Anschluss wurden heute schon zu viele Formulare gesendet. Bitte versuche es morgen noch einmal.';

/**
 * The caps on what the public forms (trial booking, forgot password, contact) make the club send:
 * a form that mails an address a stranger types is a relay unless each mailbox and each client
 * gets only a few (DESIGN section 6c).
 *
 * - Per mailbox (normalised by mailboxOf, so `victim+1@…`, `"victim+q1"@…` and `VICTIM@…` are
 *   one): MAIL_PER_ADDRESS_PER_HOUR in a clock hour and MAIL_PER_ADDRESS_PER_DAY in a day, over
 *   every form together. Beyond them the mail is not sent and the form answers as if it had been
 *   (the answer must not tell whether an address is known, booked, or capped).
 * - Per client (an IPv4 address or an IPv6 /64): MAIL_PER_CLIENT_PER_DAY mails a day to anybody.
 *   Beyond it the form answers 429 (that names only the client's own use).
 *
 * The counts live in the database (`mail_quotas`), on PGlite and PostgreSQL alike: they hold for
 * every instance and across restarts. The keys are keyed hashes (Pseudonyms): the table names
 * nobody.
 */
@Injectable()
export class MailQuota implements OnModuleInit {
  constructor(
    private readonly repo: MailQuotaRepository,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'mailLimits'>,
    private readonly leader: JobLeader,
    private readonly pseudonyms: Pseudonyms,
  ) {}

  onModuleInit(): void {
    this.leader.every(HOUR_MS, () => this.repo.sweep(new Date()));
  }

  /**
   * Counts one mail a public form is about to send for `client`; throws 429 TOO_MANY_REQUESTS
   * (with Retry-After until the day ends) once the client's daily cap is used up.
   */
  async admitClient(client: string, now = Date.now()): Promise<void> {
    const day = window('d', DAY_MS, now);
    const key = await this.pseudonyms.of('client', clientNetwork(client));
    const [sent] = await this.repo.count([{ key, ...day }]);
    if (sent! <= this.config.mailLimits.perClientPerDay) return;
    throw new AppError(ErrorCode.TooManyRequests, CLIENT_CAP_MESSAGE, {
      retryAfterSeconds: Math.max(1, Math.ceil((day.expiresAt.getTime() - now) / 1000)),
    });
  }

  /**
   * Counts one mail to `address` and answers whether it may go out: false once its mailbox had
   * its hourly or daily share (refused attempts count, so a flood stays refused).
   */
  async admitRecipient(address: string, now = Date.now()): Promise<boolean> {
    const key = await this.pseudonyms.of('mailbox', mailboxOf(address));
    const [hour, day] = await this.repo.count([
      { key, ...window('h', HOUR_MS, now) },
      { key, ...window('d', DAY_MS, now) },
    ]);
    const limits = this.config.mailLimits;
    return hour! <= limits.perAddressPerHour && day! <= limits.perAddressPerDay;
  }

  /** Deletes the ended windows (the hourly job does it too). */
  sweep(now = new Date()): Promise<number> {
    return this.repo.sweep(now);
  }
}

/** The fixed window (hour or day, UTC) `now` falls in. */
function window(kind: 'h' | 'd', length: number, now: number): { window: string; expiresAt: Date } {
  const index = Math.floor(now / length);
  return { window: `${kind}${index}`, expiresAt: new Date((index + 1) * length) };
}
