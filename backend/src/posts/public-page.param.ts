import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '@/common/app-error';
import { MAX_PUBLIC_PAGE, NO_SUCH_PAGE } from '@/posts/posts.service';

/**
 * The page of `GET /public/blogPosts/{page}`: an integer from 1 to MAX_PUBLIC_PAGE, in its one
 * spelling. Another spelling of a number (`03`) is no address of a page: 404, like a page past
 * the last one, so it never becomes a cache key of its own; anything else is 400.
 */
export function publicPage(value: string): number {
  const page = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!(page >= 1 && page <= MAX_PUBLIC_PAGE)) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      `Die Seitenzahl muss eine ganze Zahl von 1 bis ${MAX_PUBLIC_PAGE} sein.`,
    );
  }
  if (String(page) !== value) throw AppError.notFound(NO_SUCH_PAGE);
  return page;
}

/**
 * The route's `:param` as publicPage reads it. A decorator of its own rather than a pipe on
 * `@Param`: the global ValidationPipe turns a number parameter into a number first, and `03`
 * would arrive as 3.
 */
export const PublicPageParam = createParamDecorator(
  (_data: unknown, context: ExecutionContext): number =>
    publicPage(
      String(
        (context.switchToHttp().getRequest<FastifyRequest>().params as { param?: string }).param ??
          '',
      ),
    ),
);
