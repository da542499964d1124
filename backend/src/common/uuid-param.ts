import type { PipeTransform } from '@nestjs/common';
import { AppError } from '@/common/app-error';

/** An id as the database writes it: lower-case hex, 8-4-4-4-12. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A malformed id cannot name a row: it answers the same 404 as a missing one. So does an id in
 * capitals: the public reads cache per id, and every spelling of one would be an entry of its own.
 */
export const uuidParam: PipeTransform<string, string> = {
  transform(value: string): string {
    if (!UUID.test(value)) throw AppError.notFound();
    return value;
  },
};
