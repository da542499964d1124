import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { hashToken } from '@/auth/auth.service';
import type { AccountTokenPurpose } from '@/db/schema';
import { MailService } from '@/mail/mail.service';
import { AccountRepository } from '@/account/account.repository';
import { safeErrorText } from '@/common/safe-error';
import { ClubService } from '@/club/club.service';

/** Reset and verification links are valid this long (DESIGN section 4: within an hour). */
export const LINK_TTL_MS = 60 * 60 * 1000;

/** The mails of each purpose; `club` is the club's name from its settings. */
const MAILS: Record<
  AccountTokenPurpose,
  { page: string; subject: (club: string) => string; body: (club: string) => string }
> = {
  reset: {
    page: 'resetPassword',
    subject: () => 'Passwort zurücksetzen',
    body: (club) =>
      `du hast ein neues Passwort für dein Konto beim ${club} angefordert. Über diesen Link legst du es fest (gültig für eine Stunde):`,
  },
  verify: {
    page: 'verifyAccount',
    subject: (club) => `Dein Zugang zum ${club}`,
    body: (club) =>
      `für dich wurde ein Konto im Mitgliederbereich des ${club} angelegt. Über diesen Link bestätigst du deine E-Mail-Adresse und legst dein Passwort fest (gültig für eine Stunde):`,
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
    private readonly club: ClubService,
  ) {}

  async send(
    user: { id: string; email: string; firstname: string },
    purpose: AccountTokenPurpose,
  ): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.repo.issue(user.id, purpose, hashToken(token), new Date(Date.now() + LINK_TTL_MS));
    const mail = MAILS[purpose];
    const link = `${this.config.publicUrl}/de/${mail.page}?token=${token}`;
    const club = (await this.club.publicClub()).name;
    await this.mail.send({
      to: user.email,
      subject: mail.subject(club),
      text: `Hallo ${user.firstname},\n\n${mail.body(club)}\n\n${link}\n\nWenn du das nicht erwartet hast, kannst du diese E-Mail ignorieren.\n\nDein ${club}\n`,
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
