import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { hash, verify } from '@node-rs/argon2';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { AppError, ErrorCode } from '@/common/app-error';
import { UsersRepository } from '@/users/users.repository';
import { mapUser } from '@/users/user.mapper';
import type { UserWithDepartment } from '@/users/users.repository';
import type { SessionUserDto } from '@/auth/dto/login.dto';
import { permissionListOf } from '@/auth/permissions';
import { SessionsRepository } from '@/auth/sessions.repository';
import { LoginLimiter } from '@/auth/login-limiter';
import { BotCheckService } from '@/auth/bot-check.service';
import { AuditService } from '@/audit/audit.service';

/** Spec section 4: the same answer for an unknown e-mail and a wrong password. */
export const WRONG_CREDENTIALS = 'Benutzername und/oder Passwort sind falsch. Passwort vergessen?';

export interface AccessTokenPayload {
  sub: string;
  /** Session family id: logout and reuse detection revoke the family. */
  sid: string;
  /** users.token_version at issue time. */
  tv: number;
}

export interface IssuedSession {
  user: SessionUserDto;
  access_token: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * A rotated token presented again within this window is a retry whose answer was lost (or two
 * tabs racing): it gets the family's current token rotated once more (docs/architecture.md
 * "Sessions"). Later, reuse means the token was copied, and the whole family ends.
 */
export const REFRESH_GRACE_MS = 60_000;

@Injectable()
export class AuthService {
  /** Verified against when the e-mail is unknown, so both answers take the same time. */
  private readonly dummyHash = hash('not-a-real-password-' + randomUUID());

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jwt: JwtService,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly limiter: LoginLimiter,
    private readonly botCheck: BotCheckService,
    private readonly audit: AuditService,
  ) {}

  async login(
    email: string,
    password: string,
    botToken: string | undefined,
    client: string,
  ): Promise<IssuedSession> {
    const normalized = email.trim().toLowerCase();
    // Refused attempts are not logged one by one (a locked-out client could fill the log); the
    // lockout itself is, once, when it happens (below).
    await this.limiter.check(client, normalized);
    await this.botCheck.verify(botToken, client);
    const user = await this.users.findByEmail(normalized);
    const valid = await verify(user?.passwordHash ?? (await this.dummyHash), password).catch(
      () => false,
    );
    if (!user || !valid) {
      const lockedNow = await this.limiter.recordFailure(normalized);
      await this.audit.record({
        action: lockedNow ? 'login.locked' : 'login.failed',
        details: { email: normalized },
        ip: client,
      });
      throw new AppError(ErrorCode.InvalidCredentials, WRONG_CREDENTIALS);
    }
    if (user.blocked) {
      throw new AppError(
        ErrorCode.AccountBlocked,
        'Dein Konto ist gesperrt. Bitte wende dich an die Geschäftsstelle.',
      );
    }
    await this.limiter.recordSuccess(normalized);
    return this.startSession(user);
  }

  /** A new session of the user: its refresh token (for the cookie) and an access token. */
  async startSession(user: UserWithDepartment): Promise<IssuedSession> {
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshExpiresAt = new Date(Date.now() + this.config.refreshTokenTtlDays * 86_400_000);
    const familyId = randomUUID();
    await this.sessions.create({
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: refreshExpiresAt,
    });
    return {
      user: mapSessionUser(user),
      access_token: await this.sign({ sub: user.id, sid: familyId, tv: user.tokenVersion }),
      refreshToken,
      refreshExpiresAt,
    };
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    const unauthenticated = new AppError(
      ErrorCode.Unauthenticated,
      'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    );
    if (!refreshToken) throw unauthenticated;
    const presented = await this.sessions.findByTokenHash(hashToken(refreshToken));
    if (!presented) throw unauthenticated;
    const user = await this.users.findById(presented.userId);
    if (!user) throw unauthenticated;
    // The holder of a real token of this account learns why it ends, so the client can say so
    // instead of asking for a login that will fail.
    if (user.blocked) {
      throw new AppError(
        ErrorCode.AccountBlocked,
        'Dein Konto ist gesperrt. Bitte wende dich an die Geschäftsstelle.',
      );
    }
    if (presented.revokedAt || presented.expiresAt.getTime() <= Date.now()) throw unauthenticated;
    const next = randomBytes(32).toString('base64url');
    const refreshExpiresAt = new Date(Date.now() + this.config.refreshTokenTtlDays * 86_400_000);
    const successor = { tokenHash: hashToken(next), expiresAt: refreshExpiresAt };
    let rotated = presented.rotatedAt ? null : await this.sessions.rotate(presented, successor);
    if (!rotated) {
      // Rotated before (now or by a request that raced this one). Within the grace window it is
      // the retry of a refresh whose answer was lost: the family's live token is rotated once
      // more, so the family keeps exactly one live token and the caller gets it.
      const rotatedAt = (await this.sessions.findByTokenHash(presented.tokenHash))?.rotatedAt;
      if (!rotatedAt || Date.now() - rotatedAt.getTime() > REFRESH_GRACE_MS) {
        // A rotated token came back later: it was copied, so the whole family ends.
        await this.sessions.revokeFamily(presented.familyId);
        throw unauthenticated;
      }
      for (let attempt = 0; attempt < 3 && !rotated; attempt++) {
        const head = await this.sessions.liveHead(presented.familyId);
        if (!head) throw unauthenticated;
        rotated = await this.sessions.rotate(head, successor);
      }
      if (!rotated) throw unauthenticated;
    }
    return {
      user: mapSessionUser(user),
      access_token: await this.sign({
        sub: user.id,
        sid: presented.familyId,
        tv: user.tokenVersion,
      }),
      refreshToken: next,
      refreshExpiresAt,
    };
  }

  /** Ends the session of the refresh cookie and/or of the access token's family. */
  async logout(refreshToken: string | undefined, familyId: string | undefined): Promise<void> {
    if (refreshToken) {
      const session = await this.sessions.findByTokenHash(hashToken(refreshToken));
      if (session) await this.sessions.revokeFamily(session.familyId);
    }
    if (familyId) await this.sessions.revokeFamily(familyId);
  }

  async currentUser(userId: string): Promise<SessionUserDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError(ErrorCode.Unauthenticated, 'Bitte melde dich an.');
    return mapSessionUser(user);
  }

  exists(id: string): Promise<boolean> {
    return this.users.exists(id);
  }

  private sign(payload: AccessTokenPayload): Promise<string> {
    return this.jwt.signAsync(payload, {
      algorithm: 'HS256',
      expiresIn: this.config.accessTokenTtlSeconds,
    });
  }
}

/** The session's user: the profile and the permissions its roles grant. */
function mapSessionUser(user: UserWithDepartment): SessionUserDto {
  const mapped = mapUser(user);
  return { ...mapped, permissions: permissionListOf(mapped.roles) };
}
