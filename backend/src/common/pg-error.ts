/** PostgreSQL error codes the services turn into answers (Drizzle wraps the driver error as `cause`). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** The constraint a PostgreSQL error names (`courses_pkey`), if any. */
export function pgConstraint(error: unknown): string | undefined {
  const e = error as { constraint?: unknown; cause?: { constraint?: unknown } } | null;
  const constraint = e?.constraint ?? e?.cause?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/** A unique violation of a primary key: an id that is taken (a client-made id sent twice). */
export function isTakenId(error: unknown): boolean {
  return pgErrorCode(error) === PG_UNIQUE_VIOLATION && /_pkey$/.test(pgConstraint(error) ?? '');
}

export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}
