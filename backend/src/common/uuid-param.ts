import { ParseUUIDPipe } from '@nestjs/common';
import { AppError } from '@/common/app-error';

/** A malformed id cannot name a row: it answers the same 404 as a missing one. */
export const uuidParam = new ParseUUIDPipe({ exceptionFactory: () => AppError.notFound() });
