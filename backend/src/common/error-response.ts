import { HttpException, Logger } from '@nestjs/common';
import { AppError, DATABASE_UNAVAILABLE, ErrorCode, GENERIC_FAILURE } from './app-error';
import { PG_UNIQUE_VIOLATION, isTakenId, pgErrorCode } from './pg-error';
import { isDatabaseUnavailable } from './database-unavailable';
import type { Envelope } from './envelope';
import { safeErrorText } from './safe-error';

const logger = new Logger('Errors');

/**
 * Maps anything thrown to a status and an envelope; used by the filter and the idempotency store.
 * Only the filter logs (`log`), so an error that passes both is logged once.
 */
export function toErrorResponse(
  error: unknown,
  { log = true }: { log?: boolean } = {},
): { status: number; body: Envelope } {
  if (error instanceof AppError) {
    const body: Envelope = { success: false, message: error.message, code: error.code };
    if (error.options.details) body.details = error.options.details;
    if (error.options.data !== undefined) body.data = error.options.data;
    return { status: error.status, body };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const byStatus: Record<number, [ErrorCode, string]> = {
      400: [ErrorCode.ValidationFailed, 'Die Anfrage ist ungültig.'],
      401: [ErrorCode.Unauthenticated, 'Bitte melde dich an.'],
      404: [ErrorCode.RouteNotFound, 'Diese Adresse gibt es nicht.'],
      413: [ErrorCode.PayloadTooLarge, 'Die Anfrage ist zu groß.'],
      429: [ErrorCode.TooManyRequests, 'Zu viele Anfragen. Bitte warte einen Moment.'],
    };
    const [code, message] = byStatus[status] ?? [ErrorCode.Internal, GENERIC_FAILURE];
    return {
      status: byStatus[status] ? status : status >= 500 ? 500 : status,
      body: { success: false, message, code },
    };
  }
  // A create with a client-made id (DESIGN section 6) that is taken: never an overwrite.
  if (isTakenId(error)) {
    return toErrorResponse(new AppError(ErrorCode.Conflict, 'Diesen Eintrag gibt es schon.'));
  }
  // A unique index refused a write that raced another one (two publish requests at once, say).
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
    return toErrorResponse(
      new AppError(
        ErrorCode.Conflict,
        'Gleichzeitig wurde dieselbe Änderung gespeichert. Bitte lade neu und versuche es erneut.',
      ),
    );
  }
  if (isDatabaseUnavailable(error)) {
    // One line, no stack: during an outage every request ends here.
    if (log) logger.warn(`Datenbank nicht erreichbar: ${safeErrorText(error)}`);
    return toErrorResponse(new AppError(ErrorCode.DatabaseUnavailable, DATABASE_UNAVAILABLE));
  }
  const fastifyStatus = (error as { statusCode?: number } | null)?.statusCode;
  if (fastifyStatus === 413) {
    return toErrorResponse(new AppError(ErrorCode.PayloadTooLarge, 'Die Anfrage ist zu groß.'));
  }
  if (fastifyStatus && fastifyStatus >= 400 && fastifyStatus < 500) {
    // Body parser errors (malformed JSON, wrong content type) are the client's.
    return toErrorResponse(new AppError(ErrorCode.ValidationFailed, 'Die Anfrage ist ungültig.'));
  }
  if (log) logger.error(safeErrorText(error, { stack: true }));
  return {
    status: 500,
    body: { success: false, message: GENERIC_FAILURE, code: ErrorCode.Internal },
  };
}
