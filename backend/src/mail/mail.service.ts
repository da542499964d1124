import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '@/config/env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/**
 * Sends mail through SMTP_URL in production; without it each mail is written as an .eml file under
 * data/mail/ (and logged), so development and demos can read what would have been sent.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  private readonly dropDir: string | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.smtpUrl) {
      this.transport = createTransport(config.smtpUrl);
      this.dropDir = null;
    } else {
      this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.dropDir = join(config.dataDir, 'mail');
    }
  }

  /** Resolves once the mail is handed to the server (or written); rejects when that fails. */
  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    if (this.dropDir) {
      await mkdir(this.dropDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(this.dropDir, name), (info as { message: Buffer }).message);
      this.logger.log(`Mail an ${mail.to} („${mail.subject}“) gespeichert: ${name}`);
    }
  }

  /** Closes pooled SMTP connections once every module has finished (background mails first). */
  onApplicationShutdown(): void {
    this.transport.close();
  }
}
