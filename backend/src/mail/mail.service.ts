import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { withoutAddresses } from '@/common/safe-error';
import { ClubService } from '@/club/club.service';
import { APP_CONFIG, type AppConfig } from '@/config/env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** What of a mail server's answer is kept: the start of its text, enough to tell why. */
const RESPONSE_CHARS = 200;

/**
 * A mail that could not be handed to the server, described without the message's addresses:
 * nodemailer's own text quotes the envelope, and the server's answer usually the recipient
 * (`550 5.1.1 <victim@…>: Recipient address rejected`); every caller logs or stores what it is
 * given (safe-error.ts). Kept: nodemailer's code, the SMTP reply code and command, and the
 * server's text with every address in it replaced.
 */
export class MailError extends Error {
  override readonly name = 'MailError';

  constructor(
    /** nodemailer's code: EENVELOPE, EAUTH, ECONNECTION, ETIMEDOUT, EMESSAGE, … */
    readonly code: string,
    /** The SMTP server's reply code (550), when it answered. */
    readonly responseCode: number | null,
    /** The SMTP command it answered (RCPT TO, DATA), when known. */
    readonly command: string | null,
    /** The server's answer without addresses, when it gave one. */
    readonly response: string | null,
  ) {
    const answer = [responseCode, command].filter((part) => part !== null).join(' auf ');
    super(
      `Mail nicht zugestellt: ${code}${answer ? ` (${answer})` : ''}${response ? `: ${response}` : ''}`,
    );
  }

  static from(error: unknown): MailError {
    const e = (error ?? {}) as {
      code?: unknown;
      responseCode?: unknown;
      command?: unknown;
      response?: unknown;
    };
    const word = (value: unknown) =>
      typeof value === 'string' && /^[A-Z_ ]{1,20}$/.test(value) ? value : null;
    const response =
      typeof e.response === 'string'
        ? withoutAddresses(e.response.replace(/\s+/g, ' ').trim()).slice(0, RESPONSE_CHARS)
        : null;
    return new MailError(
      word(e.code) ?? 'EUNKNOWN',
      typeof e.responseCode === 'number' ? e.responseCode : null,
      word(e.command),
      response || null,
    );
  }
}

/**
 * The sender: MAIL_FROM's address under the club's name (its mail sender name, else its name);
 * MAIL_FROM's own name where the club has none yet.
 */
export function senderOf(
  mailFrom: string,
  clubName: string,
): string | { name: string; address: string } {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return clubName ? { name: clubName, address } : mailFrom;
}

/**
 * Sends mail through SMTP_URL in production; without it each mail is written as an .eml file under
 * data/mail/ (and its file name logged), so development and demos can read what would have been sent.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  private readonly dropDir: string | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly club: ClubService,
  ) {
    if (config.smtpUrl) {
      this.transport = createTransport(config.smtpUrl);
      this.dropDir = null;
    } else {
      this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.dropDir = join(config.dataDir, 'mail');
    }
  }

  /**
   * Resolves once the mail is handed to the server (or written); rejects with a MailError (no
   * addresses in it) when that fails.
   */
  async send(mail: Mail): Promise<void> {
    const from = senderOf(this.config.mailFrom, await this.club.mailName().catch(() => ''));
    const info = await this.transport.sendMail({ from, ...mail }).catch((error: unknown) => {
      throw MailError.from(error);
    });
    if (this.dropDir) {
      await mkdir(this.dropDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(this.dropDir, name), (info as { message: Buffer }).message);
      // The file name only: recipients and subjects (a course a child was booked for) are
      // personal data, and the file holds them for whoever needs to read it.
      this.logger.log(`Mail gespeichert: ${name}`);
    }
  }

  /** Closes pooled SMTP connections once every module has finished (background mails first). */
  onApplicationShutdown(): void {
    this.transport.close();
  }
}
