import { isDatabaseUnavailable } from '@/common/database-unavailable';
import { toErrorResponse } from '@/common/error-response';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** Drizzle wraps the driver's error as `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a server shutting down (57P01)', withCode('57P01')],
    ['a server starting up (57P03)', withCode('57P03')],
    ['a connection exception (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a query timeout', new Error('Query read timeout')],
    [
      'a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a wrapped refused connection', wrapped(withCode('ECONNREFUSED'))],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', wrapped(withCode('42601'))],
    ['a plain error', new Error('kaputt')],
    ['no error', undefined],
  ])('leaves %s alone', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('answers 503 DATABASE_UNAVAILABLE with a German sentence', () => {
    const { status, body } = toErrorResponse(wrapped(withCode('57P01')));
    expect(status).toBe(503);
    expect(body).toEqual({
      success: false,
      code: 'DATABASE_UNAVAILABLE',
      message: 'Der Server ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    });
  });
});
