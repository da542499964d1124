import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import type { AccessTokenPayload } from '@/auth/auth.service';
import type { AuthUser } from '@/auth/auth-user';
import { isRole } from '@/auth/permissions';
import { UsersRepository } from '@/users/users.repository';

/** The name AuthGuard('jwt') looks the strategy up by. */
export const JWT_STRATEGY = 'jwt';

/** Where the access guard leaves its own app's strategy on the request (see `of`). */
const OWN_STRATEGY = Symbol('vh:jwt-strategy');
type WithStrategy = FastifyRequest & { [OWN_STRATEGY]?: JwtStrategy };

function isAccessTokenPayload(payload: unknown): payload is AccessTokenPayload {
  const p = payload as Partial<AccessTokenPayload> | null;
  return typeof p?.sub === 'string' && typeof p.sid === 'string' && Number.isInteger(p.tv);
}

/**
 * Verifies the access token (`Authorization: Bearer …`, HS256 with JWT_SECRET only, expiry
 * checked) and then, on every request, that the user is neither blocked nor deleted, that no
 * password, role or block change raised the token version since the token was issued, and that
 * the token's session family is still alive (logout, reuse detection). No user: not logged in.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKeyProvider: (
        request: FastifyRequest,
        _token: string,
        done: (err: Error | null, secret?: string) => void,
      ) => done(null, JwtStrategy.of(request, this).config.jwtSecret),
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /**
   * Passport keeps strategies in one process-wide registry, so with several apps in one process
   * (the integration tests) the strategy constructed last would check every app's tokens with its
   * own secret and database. Each app's guard therefore hands its own strategy to the request.
   */
  static attach(request: FastifyRequest, strategy: JwtStrategy): void {
    (request as WithStrategy)[OWN_STRATEGY] = strategy;
  }

  private static of(request: FastifyRequest, fallback: JwtStrategy): JwtStrategy {
    return (request as WithStrategy)[OWN_STRATEGY] ?? fallback;
  }

  validate(request: FastifyRequest, payload: unknown): Promise<AuthUser | null> {
    return JwtStrategy.of(request, this).userFor(payload);
  }

  private async userFor(payload: unknown): Promise<AuthUser | null> {
    if (!isAccessTokenPayload(payload)) return null;
    const row = await this.users.findActiveForToken(payload.sub, payload.sid, payload.tv);
    if (!row) return null;
    return {
      id: row.id,
      sessionId: payload.sid,
      email: row.email,
      name: `${row.firstname} ${row.lastname}`.trim(),
      roles: row.roles.filter(isRole),
      departmentId: row.departmentId,
    };
  }
}
