import { Injectable } from '@nestjs/common';
import { verify } from '@node-rs/argon2';
import type { AuthUser } from '@/auth/auth-user';
import { hashPassword, hashToken } from '@/auth/auth.service';
import { BotCheckService } from '@/auth/bot-check.service';
import { AuditService } from '@/audit/audit.service';
import { AppError, ErrorCode } from '@/common/app-error';
import type { AccountTokenPurpose } from '@/db/schema';
import { UsersRepository } from '@/users/users.repository';
import { AccountRepository } from '@/account/account.repository';
import { AccountLinksService } from '@/account/account-links.service';
import { MailQuota } from '@/mail/mail-quota';

/** Forgot/reset password, account verification and the own password change. */
@Injectable()
export class AccountService {
  constructor(
    private readonly repo: AccountRepository,
    private readonly users: UsersRepository,
    private readonly links: AccountLinksService,
    private readonly botCheck: BotCheckService,
    private readonly audit: AuditService,
    private readonly quota: MailQuota,
  ) {}

  /**
   * The answer is the same whether or not the address is known (and the mail goes out in the
   * background, so the time taken does not tell either). Blocked accounts get no link. Every
   * request counts against the client's daily mail cap, known address or not (a cap that only
   * counted mails sent would tell which addresses are accounts), and so does the typed mailbox:
   * past its caps it gets no further link in that window, silently.
   */
  async forgotPassword(email: string, botToken: string | undefined, ip: string): Promise<void> {
    await this.botCheck.verify(botToken, ip);
    await this.quota.admitClient(ip);
    // Counted for every address, so known and unknown ones take the same queries.
    const admitted = await this.quota.admitRecipient(email);
    const user = await this.users.findByEmail(email);
    if (user && !user.blocked && admitted) this.links.sendInBackground(user, 'reset');
  }

  async resetPassword(token: string, password: string, ip: string): Promise<void> {
    const userId = await this.consume('reset', token, password);
    await this.audit.record({ action: 'password.reset', entityType: 'user', entityId: userId, ip });
  }

  async verifyAccount(token: string, password: string, ip: string): Promise<void> {
    const userId = await this.consume('verify', token, password);
    await this.audit.record({ action: 'user.verified', entityType: 'user', entityId: userId, ip });
  }

  /** Checks the current password, then ends every session: the user logs in anew (spec §4). */
  async changePassword(user: AuthUser, current: string, next: string, ip: string): Promise<void> {
    const stored = await this.repo.passwordHashOf(user.id);
    const valid = stored ? await verify(stored, current).catch(() => false) : false;
    if (!valid) {
      throw new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
        details: { currentPassword: 'Das aktuelle Passwort ist falsch.' },
      });
    }
    await this.repo.setPassword(user.id, await hashPassword(next));
    await this.audit.record({
      action: 'password.changed',
      actor: user,
      entityType: 'user',
      entityId: user.id,
      ip,
    });
  }

  private async consume(purpose: AccountTokenPurpose, token: string, password: string) {
    const userId = await this.repo.consume(purpose, hashToken(token), await hashPassword(password));
    if (!userId) {
      throw new AppError(
        ErrorCode.InvalidToken,
        'Der Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
      );
    }
    return userId;
  }
}
