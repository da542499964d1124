/** SQLSTATEs of a database that is down, shutting down, starting up or out of connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** The pg driver's own messages for a lost, refused or timed-out connection. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout|connection timeout/i;

/**
 * True when `error` (or a cause it wraps, as Drizzle does) says the database cannot be reached
 * right now: the request answers 503 DATABASE_UNAVAILABLE, and the next one may well succeed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      // Class 08: connection exception.
      if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))
        return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
