import { applyDecorators } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';

export const ApiIdempotencyKey = () =>
  ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'UUID; a retry with the same key gets the first answer again',
  });

export const ApiIfMatch = (required = true) =>
  ApiHeader({
    name: 'If-Match',
    required,
    description: 'The version the change is based on, e.g. "3"; 412 when stale',
  });

export const ApiWrite = (opts: { ifMatch?: boolean | 'optional' } = {}) =>
  applyDecorators(
    ApiIdempotencyKey(),
    ...(opts.ifMatch ? [ApiIfMatch(opts.ifMatch === true)] : []),
  );
