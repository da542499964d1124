import { createHash } from 'node:crypto';
import {
  CallHandler,
  ExecutionContext,
  HttpStatus,
  Injectable,
  NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthedRequest } from '@/auth/decorators/access.decorators';
import { AppError, ErrorCode } from '@/common/app-error';
import { toErrorResponse } from '@/common/error-response';
import { IdempotencyRepository } from '@/common/idempotency/idempotency.repository';
import { ReplayedResponse } from '@/common/idempotency/replayed-response';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers that say "try again after changing something" are not stored, so a retry is processed. */
const NOT_STORED = new Set([401, 409, 412, 428, 429]);

/**
 * DESIGN section 3: a write with `Idempotency-Key` is processed once; a retry with the same key
 * and request gets the stored answer (header Idempotent-Replayed: true).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly store: IdempotencyRepository,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const key = request.headers['idempotency-key'];
    // Only staff writes are replayed by an outbox; anonymous answers (a login's token) are never stored.
    if (!WRITES.has(request.method) || typeof key !== 'string' || !request.user)
      return next.handle();
    if (!UUID.test(key)) {
      throw new AppError(
        ErrorCode.ValidationFailed,
        'Die Anfrage-Kennung (Idempotency-Key) muss eine UUID sein.',
      );
    }
    const scope = request.user.id;
    const requestHash = createHash('sha256')
      .update(
        `${request.method} ${request.url}\n${request.headers['if-match'] ?? ''}\n${JSON.stringify(request.body ?? null)}`,
      )
      .digest('hex');
    const successStatus =
      this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ??
      (request.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return from(this.run(scope, key, requestHash, successStatus, reply, next));
  }

  private async run(
    scope: string,
    key: string,
    requestHash: string,
    successStatus: number,
    reply: FastifyReply,
    next: CallHandler,
  ): Promise<unknown> {
    const begun = await this.store.begin(scope, key, requestHash);
    if (begun.kind === 'replay') {
      void reply.header('idempotent-replayed', 'true');
      throw new ReplayedResponse(begun.status, begun.body);
    }
    try {
      const body = await lastValueFrom(next.handle(), { defaultValue: undefined });
      await this.store.complete(scope, key, successStatus, body);
      return body;
    } catch (error) {
      const { status, body } = toErrorResponse(error, { log: false });
      // The client sees the write's own error even when the store cannot be reached (a database
      // outage): a key left in progress is taken over after it is abandoned.
      const settle =
        status >= 500 || NOT_STORED.has(status)
          ? this.store.release(scope, key)
          : this.store.complete(scope, key, status, body);
      await settle.catch(() => undefined);
      throw error;
    }
  }
}
