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
    this.retryAfter(reply, exception, status);
    void reply.status(status).header('cache-control', PRIVATE_NO_STORE).send(body);
  }

  /** When an answer is worth repeating: `Retry-After`, whatever shape the answer takes. */
  protected retryAfter(reply: FastifyReply, exception: unknown, status: number): void {
    const seconds = exception instanceof AppError ? exception.options.retryAfterSeconds : undefined;
    if (seconds !== undefined)
      void reply.header('retry-after', String(Math.max(1, Math.ceil(seconds))));
    // 503 (database down, shutting down): worth repeating in a few seconds.
    else if (status === 503) void reply.header('retry-after', '5');
  }
}
