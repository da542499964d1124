import { ApiError, NETWORK_ERROR as NETWORK } from '@/api/ApiError';
import {
  type Answer,
  classifyAnswer,
  classifyRefreshError,
  NETWORK_ERROR,
  parseEnvelope,
} from '@/offline/sync/classify';

const NOW = Date.parse('2026-11-27T10:00:00.000Z');

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Answer {
  return {
    status,
    headers: new Headers({ 'Content-Type': 'application/json', ...headers }),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

const fail = (code: string, message: string, extra: object = {}) => ({
  success: false,
  code,
  message,
  ...extra,
});

describe('classifyAnswer', () => {
  it.each([200, 201, 204])(
    '%i: done, with the envelope and the version the write produced',
    (status) => {
      const body = { success: true, message: 'Gespeichert.', data: { _id: 'c1', version: 4 } };
      expect(classifyAnswer(answer(status, body), NOW)).toEqual({ kind: 'done', body });
    },
  );

  it('a replayed answer (Idempotent-Replayed) is done like the first one', () => {
    const body = { success: true, message: 'Gespeichert.', data: { version: 4 } };
    expect(classifyAnswer(answer(200, body, { 'Idempotent-Replayed': 'true' }), NOW)).toEqual({
      kind: 'done',
      body,
    });
  });

  it('a 2xx without a body is done with an empty envelope', () => {
    expect(classifyAnswer(answer(204, ''), NOW)).toEqual({ kind: 'done', body: {} });
  });

  it('400 with details: rejected, keeping the field messages and the status', () => {
    const body = fail('VALIDATION_FAILED', 'Bitte prüfe deine Eingaben.', {
      details: { title: 'Titel fehlt.' },
    });
    expect(classifyAnswer(answer(400, body), NOW)).toEqual({ kind: 'rejected', body, status: 400 });
  });

  it('401: the token must be refreshed', () => {
    expect(
      classifyAnswer(answer(401, fail('UNAUTHENTICATED', 'Bitte melde dich an.')), NOW),
    ).toEqual({ kind: 'auth' });
  });

  it('403 ACCOUNT_BLOCKED: the queue is held with the server’s sentence', () => {
    const message = 'Dein Konto ist gesperrt. Bitte wende dich an die Geschäftsstelle.';
    expect(classifyAnswer(answer(403, fail('ACCOUNT_BLOCKED', message)), NOW)).toEqual({
      kind: 'blocked',
      message,
    });
  });

  it('403 with any other code: refused as forbidden (permission gone)', () => {
    expect(classifyAnswer(answer(403, fail('FORBIDDEN', 'Keine Berechtigung.')), NOW)).toEqual({
      kind: 'refused',
      reason: 'forbidden',
      message: 'Keine Berechtigung.',
    });
    expect(classifyAnswer(answer(403, ''), NOW)).toEqual({
      kind: 'refused',
      reason: 'forbidden',
      message: null,
    });
  });

  it('404: refused as not-found', () => {
    expect(classifyAnswer(answer(404, fail('NOT_FOUND', 'Nicht gefunden.')), NOW)).toEqual({
      kind: 'refused',
      reason: 'not-found',
      message: 'Nicht gefunden.',
    });
  });

  it('409 IDEMPOTENCY_IN_PROGRESS: retried later; any other 409 is rejected for good', () => {
    expect(
      classifyAnswer(answer(409, fail('IDEMPOTENCY_IN_PROGRESS', 'Läuft noch.')), NOW),
    ).toEqual({ kind: 'retry', error: 'Läuft noch.', errorKind: 'server' });
    const lasting = fail('CONFLICT', 'Diese Trainingszeit gibt es bereits.');
    expect(classifyAnswer(answer(409, lasting), NOW)).toEqual({
      kind: 'rejected',
      body: lasting,
      status: 409,
    });
  });

  it('409 SLOT_OVERLAP (the venue is taken): rejected for good, never retried, with the holder in data', () => {
    const taken = fail(
      'SLOT_OVERLAP',
      'Die Sportstätte „Turnhalle Lindenschule“ ist am Montag von 15:30 bis 16:30 belegt: Kinderturnen Minis.',
      {
        details: { start: 'Überschneidet sich mit Kinderturnen Minis (Montag 15:30–16:30).' },
        data: { venue: 'Turnhalle Lindenschule', kind: 'course', title: 'Kinderturnen Minis' },
      },
    );
    // Even with a Retry-After (a proxy may add one), a taken hall does not free itself.
    expect(classifyAnswer(answer(409, taken, { 'Retry-After': '5' }), NOW)).toEqual({
      kind: 'rejected',
      body: taken,
      status: 409,
    });
  });

  it('412: a conflict carrying the server’s entity', () => {
    const body = { ...fail('VERSION_CONFLICT', 'Konflikt'), data: { _id: 'c1', version: 5 } };
    expect(classifyAnswer(answer(412, body), NOW)).toEqual({ kind: 'conflict', body });
  });

  it.each([
    [413, 'PAYLOAD_TOO_LARGE', 'Die Datei ist zu groß.'],
    [415, 'UNSUPPORTED_MEDIA_TYPE', 'Dieses Bildformat wird nicht unterstützt.'],
    [422, 'IDEMPOTENCY_KEY_REUSED', 'Schlüssel mit anderer Anfrage.'],
    [428, 'PRECONDITION_REQUIRED', 'Version fehlt.'],
  ])('%i: rejected (it cannot succeed as it is)', (status, code, message) => {
    const body = fail(code, message);
    expect(classifyAnswer(answer(status, body), NOW)).toEqual({ kind: 'rejected', body, status });
  });

  it('429 with Retry-After in seconds: retried, with the wait the server asked for', () => {
    const body = fail('TOO_MANY_REQUESTS', 'Zu viele Anfragen.');
    expect(classifyAnswer(answer(429, body, { 'Retry-After': '30' }), NOW)).toEqual({
      kind: 'retry',
      error: 'Zu viele Anfragen.',
      errorKind: 'server',
      retryAfterMs: 30_000,
    });
  });

  it('429 with Retry-After as an HTTP date, or an unusable one', () => {
    const at = new Date(NOW + 90_000).toUTCString();
    expect(classifyAnswer(answer(429, {}, { 'Retry-After': at }), NOW)).toMatchObject({
      kind: 'retry',
      retryAfterMs: 90_000,
    });
    const past = new Date(NOW - 5_000).toUTCString();
    expect(classifyAnswer(answer(429, {}, { 'Retry-After': past }), NOW)).toMatchObject({
      retryAfterMs: 0,
    });
    const unusable = classifyAnswer(answer(429, {}, { 'Retry-After': 'bald' }), NOW);
    expect(unusable).toEqual({ kind: 'retry', error: 'HTTP 429', errorKind: 'server' });
  });

  it('408 and 429 without Retry-After: retried', () => {
    expect(classifyAnswer(answer(408, ''), NOW)).toEqual({
      kind: 'retry',
      error: 'HTTP 408',
      errorKind: 'server',
    });
    expect(classifyAnswer(answer(429, fail('TOO_MANY_REQUESTS', 'Zu viele.')), NOW)).toEqual({
      kind: 'retry',
      error: 'Zu viele.',
      errorKind: 'server',
    });
  });

  it.each([500, 502, 503, 504])('%i: retried with the server’s message or the status', (status) => {
    expect(
      classifyAnswer(answer(status, fail('DATABASE_UNAVAILABLE', 'Datenbank weg.')), NOW),
    ).toEqual({ kind: 'retry', error: 'Datenbank weg.', errorKind: 'server' });
    expect(classifyAnswer(answer(status, ''), NOW)).toEqual({
      kind: 'retry',
      error: `HTTP ${status}`,
      errorKind: 'server',
    });
  });

  it('a non-JSON answer (a proxy’s HTML page) reads as an empty envelope', () => {
    const html = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    const headers = { 'Content-Type': 'text/html' };
    expect(classifyAnswer(answer(502, html, headers), NOW)).toEqual({
      kind: 'retry',
      error: 'HTTP 502',
      errorKind: 'server',
    });
    expect(classifyAnswer(answer(400, html, headers), NOW)).toEqual({
      kind: 'rejected',
      body: {},
      status: 400,
    });
    expect(classifyAnswer(answer(200, html, headers), NOW)).toEqual({ kind: 'done', body: {} });
  });
});

describe('a network error', () => {
  it('is a retry of kind network, without a message of the browser', () => {
    expect(NETWORK_ERROR).toEqual({ kind: 'retry', error: null, errorKind: 'network' });
  });
});

describe('classifyRefreshError (the refresh after a 401 failed)', () => {
  it('ACCOUNT_BLOCKED holds the queue with the sentence', () => {
    const error = new ApiError({
      status: 403,
      code: 'ACCOUNT_BLOCKED',
      message: 'Dein Konto ist gesperrt.',
    });
    expect(classifyRefreshError(error)).toEqual({
      kind: 'blocked',
      message: 'Dein Konto ist gesperrt.',
    });
  });

  it('another answer of the server is retried as a server error', () => {
    const error = new ApiError({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'Datenbank weg.',
    });
    expect(classifyRefreshError(error)).toEqual({
      kind: 'retry',
      error: 'Datenbank weg.',
      errorKind: 'server',
    });
  });

  it('no answer (status 0, or not an ApiError) is a network error', () => {
    expect(classifyRefreshError(new ApiError({ status: 0, code: NETWORK, message: '' }))).toEqual(
      NETWORK_ERROR,
    );
    expect(classifyRefreshError(new TypeError('Failed to fetch'))).toEqual(NETWORK_ERROR);
  });
});

describe('parseEnvelope', () => {
  it('keeps a JSON object and reads anything else as {}', () => {
    expect(parseEnvelope('{"message":"Gespeichert."}')).toEqual({ message: 'Gespeichert.' });
    expect(parseEnvelope('')).toEqual({});
    expect(parseEnvelope('[1,2]')).toEqual({});
    expect(parseEnvelope('"text"')).toEqual({});
    expect(parseEnvelope('null')).toEqual({});
    expect(parseEnvelope('<html>')).toEqual({});
  });
});
