import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';

export const ACCESS_KEY = 'vh:access';

/** What a handler declared: open to everyone, or one permission. */
export type AccessDeclaration = { kind: 'public' } | { kind: 'permission'; permission: Permission };

/** Anyone may call this route; a valid bearer token is still read when present. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessDeclaration);

/** Only logged-in users whose roles grant this permission may call this route. */
export const RequirePermission = (permission: Permission) =>
  SetMetadata(ACCESS_KEY, { kind: 'permission', permission } satisfies AccessDeclaration);

export type AuthedRequest = FastifyRequest & { user?: AuthUser };

/** The logged-in user of a permission route. */
export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthUser | undefined => {
    return ctx.switchToHttp().getRequest<AuthedRequest>().user;
  },
);
