import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '@/common/app-error';

function parse(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  if (!match)
    throw new AppError(ErrorCode.ValidationFailed, 'Die Versionsangabe (If-Match) ist ungültig.');
  return Number(match[1]);
}

/** The version from `If-Match: "<version>"`; updates require it (428 without). */
export const IfMatch = createParamDecorator((_: unknown, ctx: ExecutionContext): number => {
  const version = parse(ctx.switchToHttp().getRequest<FastifyRequest>().headers['if-match']);
  if (version === undefined) {
    throw new AppError(
      ErrorCode.PreconditionRequired,
      'Die Versionsangabe (If-Match) fehlt. Bitte lade die Seite neu.',
    );
  }
  return version;
});

/** Like IfMatch, but optional (deletes). */
export const OptionalIfMatch = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): number | undefined =>
    parse(ctx.switchToHttp().getRequest<FastifyRequest>().headers['if-match']),
);
