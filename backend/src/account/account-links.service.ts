import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { hashToken } from '@/auth/auth.service';
import type { AccountTokenPurpose } from '@/db/schema';
import { MailService } from '@/mail/mail.service';
import { AccountRepository } from '@/account/account.repository';
import { safeErrorText } from '@/common/safe-error';

/** Reset and verification links are valid this long (DESIGN section 4: within an hour). */
export const LINK_TTL_MS = 60 * 60 * 1000;

const MAILS: Record<AccountTokenPurpose, { page: string; subject: string; body: string }> = {
  reset: {
    page: 'resetPassword',
    subject: 'Passwort zurücksetzen',
    body: 'du hast ein neues Passwort für dein Konto beim TuS Musterstadt angefordert. Über diesen Link legst du es fest (gültig für eine Stunde):',
  },
  verify: {
    page: 'verifyAccount',
    subject: 'Dein Zugang zum TuS Musterstadt',
    body: 'für dich wurde ein Konto im Mitgliederbereich des TuS Musterstadt angelegt. Über diesen Link bestätigst du deine E-Mail-Adresse und legst dein Passwort fest (gültig für eine Stunde):',
  },
};

/** Issues one-time links (256 random bits, only the hash stored) and mails them. */
@Injectable()
export class AccountLinksService implements OnModuleDestroy {
  private readonly logger = new Logger(AccountLinksService.name);
  /** Mails still being sent in the background; shutdown waits for them. */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repo: AccountRepository,
    private readonly mail: MailService,
  ) {}

  async send(
    user: { id: string; email: string; firstname: string },
    purpose: AccountTokenPurpose,
  ): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.repo.issue(user.id, purpose, hashToken(token), new Date(Date.now() + LINK_TTL_MS));
    const mail = MAILS[purpose];
    const link = `${this.config.publicUrl}/de/${mail.page}?token=${token}`;
    await this.mail.send({
      to: user.email,
      subject: mail.subject,
      text: `Hallo ${user.firstname},\n\n${mail.body}\n\n${link}\n\nWenn du das nicht erwartet hast, kannst du diese E-Mail ignorieren.\n\nDein TuS Musterstadt 1887 e.V.\n`,
    });
  }

  /** Voids every unused link of the user: they were mailed to an address that is no longer theirs. */
  voidAll(userId: string): Promise<void> {
    return this.repo.voidAll(userId);
  }

  /** For flows whose answer must not depend on the mail (forgot password): failures are logged. */
  sendInBackground(
    user: { id: string; email: string; firstname: string },
    purpose: AccountTokenPurpose,
  ) {
    const sending = this.send(user, purpose)
      .catch((error: unknown) =>
        this.logger.error(`Mail (${purpose}) nicht versendet: ${safeErrorText(error)}`),
      )
      .finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }
}
