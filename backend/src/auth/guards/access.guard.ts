import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  ACCESS_KEY,
  type AccessDeclaration,
  type AuthedRequest,
} from '@/auth/decorators/access.decorators';
import { AuthService } from '@/auth/auth.service';
import { UsersRepository } from '@/users/users.repository';
import { hasPermission, isRole } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { AppError, ErrorCode, GENERIC_FAILURE } from '@/common/app-error';

/**
 * Default deny: every route passes through here. A route without @Public() or
 * @RequirePermission() is refused (and the route-inventory test fails on it).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly users: UsersRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<AccessDeclaration | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    if (!access) {
      this.logger.error(
        `Route without access declaration refused: ${request.method} ${request.url}`,
      );
      throw new AppError(ErrorCode.Internal, GENERIC_FAILURE);
    }
    const user = await this.resolveUser(request);
    if (user) request.user = user;
    if (access.kind === 'public') return true;
    if (!user) throw new AppError(ErrorCode.Unauthenticated, 'Bitte melde dich an.');
    // A missing permission answers like a missing row, so routes do not reveal what exists.
    if (!hasPermission(user.roles, access.permission)) throw AppError.notFound();
    return true;
  }

  private async resolveUser(request: AuthedRequest): Promise<AuthUser | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const payload = await this.auth.verifyAccessToken(header.slice(7));
    if (!payload) return null;
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
