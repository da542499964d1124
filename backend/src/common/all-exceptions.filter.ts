import { ArgumentsHost, Catch, ExceptionFilter, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AppError } from './app-error';
import { toErrorResponse } from './error-response';
import { PRIVATE_NO_STORE } from './security-headers';
import { ReplayedResponse } from './idempotency/replayed-response';

/** Every error leaves as the envelope `{ success: false, message, code, details? }`. */
@Catch()
@Injectable()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (exception instanceof ReplayedResponse) {
      void reply.status(exception.status).send(exception.body ?? undefined);
      return;
    }
    const { status, body } = toErrorResponse(exception);
    const retryAfter =
      exception instanceof AppError ? exception.options.retryAfterSeconds : undefined;
    if (retryAfter !== undefined)
      void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
    // 503 (database down, shutting down): worth repeating in a few seconds.
    else if (status === 503) void reply.header('retry-after', '5');
    void reply.status(status).header('cache-control', PRIVATE_NO_STORE).send(body);
  }
}
