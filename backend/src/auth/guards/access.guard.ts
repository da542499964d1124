import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import {
  ACCESS_KEY,
  type AccessDeclaration,
  type AuthedRequest,
} from '@/auth/decorators/access.decorators';
import { JWT_STRATEGY, JwtStrategy } from '@/auth/jwt.strategy';
import { hasPermission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { AppError, ErrorCode, GENERIC_FAILURE } from '@/common/app-error';

/**
 * Default deny: every route passes through here. A route without @Public() or
 * @RequirePermission() is refused (and the route-inventory test fails on it). The access token is
 * checked by passport-jwt (JwtStrategy); on a public route a valid token still attaches the user,
 * an absent or invalid one never fails the request.
 */
@Injectable()
export class AccessGuard extends AuthGuard(JWT_STRATEGY) {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: JwtStrategy,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.declaration(context);
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    if (!access) {
      this.logger.error(
        `Route without access declaration refused: ${request.method} ${request.url}`,
      );
      throw new AppError(ErrorCode.Internal, GENERIC_FAILURE);
    }
    // Without a bearer token there is nothing for passport to check.
    if (access.kind === 'public' && !request.headers.authorization) return true;
    JwtStrategy.attach(request, this.strategy);
    await super.canActivate(context); // sets request.user to handleRequest's answer
    if (access.kind === 'public') return true;
    if (!request.user) throw new AppError(ErrorCode.Unauthenticated, 'Bitte melde dich an.');
    // A missing permission answers like a missing row, so routes do not reveal what exists.
    if (!hasPermission(request.user.roles, access.permission)) throw AppError.notFound();
    return true;
  }

  /**
   * Passport's own answer (`401 Unauthorized`, "No auth token", "jwt expired") never reaches the
   * client: no user is "not logged in" and canActivate answers with the German envelope. Errors
   * (the database is down) go on to the exception filter as they are.
   */
  override handleRequest<TUser = AuthUser>(err: unknown, user: unknown): TUser {
    if (err) throw err;
    return (user || undefined) as TUser;
  }

  private declaration(context: ExecutionContext): AccessDeclaration | undefined {
    return this.reflector.getAllAndOverride<AccessDeclaration | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
  }
}
