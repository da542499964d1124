import { Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AuditService } from '@/audit/audit.service';
import { AuthService, hashPassword, hashToken, type IssuedSession } from '@/auth/auth.service';
import { AppError, ErrorCode } from '@/common/app-error';
import { stripTags } from '@/common/sanitize';
import { LimitCounters, isRefusal, secondsUntilNext } from '@/common/limit-counters';
import { PublicCache } from '@/common/public-cache';
import { PUBLIC_CLUB_KEY } from '@/club/club.service';
import { UsersRepository } from '@/users/users.repository';
import type { CompleteSetupDto, SetupStateDto } from '@/setup/dto/setup.dto';
import { SetupRepository } from '@/setup/setup.repository';

/** The public read every page asks while the site waits for its setup (cache key). */
export const PUBLIC_SETUP_KEY = 'setup';

/** Setup attempts per client in SETUP_WINDOW_SECONDS; refused ones count too. */
export const SETUP_ATTEMPTS = 10;
const SETUP_WINDOW_SECONDS = 15 * 60;

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The first start of an installation: while no owner exists, every public page leads to the
 * setup page; whoever holds a setup link (setup-link.ts) names the club and creates the first
 * owner there, once, and is logged in.
 */
@Injectable()
export class SetupService {
  private readonly attempts: RateLimiterAbstract;
  /** Once an owner exists there is no way back (the last owner cannot go): read once, kept. */
  private done = false;

  constructor(
    private readonly repo: SetupRepository,
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
    private readonly cache: PublicCache,
    counters: LimitCounters,
  ) {
    this.attempts = counters.create({
      name: 'setup-client',
      points: SETUP_ATTEMPTS,
      durationSeconds: SETUP_WINDOW_SECONDS,
    });
  }

  /** Whether the site still waits for its setup (read from the database until it does not). */
  async pending(): Promise<boolean> {
    if (this.done) return false;
    this.done = !(await this.repo.pending());
    return !this.done;
  }

  /** The setup state for a page, and whether the link's token would be taken. */
  async state(token: string | undefined): Promise<SetupStateDto> {
    const pending = await this.pending();
    if (token === undefined || token === '') return { pending, token: 'none' };
    const usable =
      pending && TOKEN_FORMAT.test(token) && (await this.repo.usable(hashToken(token)));
    return { pending, token: usable ? 'valid' : 'invalid' };
  }

  async complete(dto: CompleteSetupDto, ip: string): Promise<IssuedSession> {
    await this.countAttempt(ip);
    const result = await this.repo.complete({
      tokenHash: hashToken(dto.token),
      clubName: stripTags(dto.club_name),
      owner: {
        email: dto.email.trim().toLowerCase(),
        firstname: stripTags(dto.firstname),
        lastname: stripTags(dto.lastname),
        passwordHash: await hashPassword(dto.password),
      },
    });
    if ('refused' in result) throw refusal(result.refused);
    this.done = true;
    // Every page read the pending state: they go from every instance's cache, so the club's
    // site appears at once.
    this.cache.invalidate(PUBLIC_SETUP_KEY, PUBLIC_CLUB_KEY);
    const owner = (await this.users.findById(result.ownerId))!;
    await this.audit.record({
      action: 'setup.completed',
      actor: { id: owner.id, email: owner.email },
      entityType: 'user',
      entityId: owner.id,
      ip,
    });
    return this.auth.startSession(owner);
  }

  private async countAttempt(ip: string): Promise<void> {
    try {
      await this.attempts.consume(ip);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      throw new AppError(
        ErrorCode.TooManyRequests,
        'Zu viele Versuche, die Website einzurichten. Bitte warte eine Viertelstunde.',
        { retryAfterSeconds: secondsUntilNext(error) },
      );
    }
  }
}

function refusal(reason: 'invalid-token' | 'done' | 'email-taken'): AppError {
  if (reason === 'done')
    return new AppError(
      ErrorCode.SetupDone,
      'Diese Website ist schon eingerichtet. Melde dich mit deinem Konto an.',
    );
  if (reason === 'email-taken')
    return new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
      details: { email: 'Diese E-Mail-Adresse wird schon verwendet.' },
    });
  return new AppError(
    ErrorCode.InvalidToken,
    'Dieser Einrichtungslink ist ungültig, abgelaufen oder schon benutzt. Einen neuen gibt `npm run setup` aus.',
  );
}
