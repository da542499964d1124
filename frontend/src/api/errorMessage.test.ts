import { API_ERROR_CODES, ApiError, toErrorCode } from '@/api/ApiError';
import { errorCodeValues } from '@/api/generated/schema';
import deErrors from '@/locales/de/errors.json';
import enErrors from '@/locales/en/errors.json';
import { answerText, codeText, errorMessage } from '@/api/errorMessage';
import { i18n, initI18n } from '@/i18n';

const unavailable = new ApiError({
  status: 503,
  code: 'DATABASE_UNAVAILABLE',
  message: 'Der Server ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
});

describe('errorMessage for a database outage (503 DATABASE_UNAVAILABLE)', () => {
  beforeAll(() => initI18n('de'));
  afterAll(() => i18n.changeLanguage('de'));

  it("shows the server's German sentence in German", async () => {
    await i18n.changeLanguage('de');
    expect(errorMessage(unavailable, i18n)).toBe(
      'Der Server ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    );
  });

  it('shows the English text in English', async () => {
    await i18n.changeLanguage('en');
    expect(errorMessage(unavailable, i18n)).toBe(
      'The server is not reachable right now. Please try again in a moment.',
    );
  });
});

describe('answerText (an answer the page already holds)', () => {
  beforeAll(() => initI18n('de'));
  afterAll(() => i18n.changeLanguage('de'));

  it('words it as errorMessage does: the German sentence, the English text, the fallback', async () => {
    await i18n.changeLanguage('de');
    expect(answerText('VALIDATION_FAILED', 'Bitte überprüfe deine Eingaben.', i18n)).toBe(
      'Bitte überprüfe deine Eingaben.',
    );
    expect(answerText('VALIDATION_FAILED', '', i18n)).toBe(i18n.t('errors:GENERIC'));
    await i18n.changeLanguage('en');
    expect(answerText('VALIDATION_FAILED', 'Bitte überprüfe deine Eingaben.', i18n)).toBe(
      'Please check your input.',
    );
  });
});

describe('a refusal that names what it is about (409 SLOT_OVERLAP)', () => {
  const taken = new ApiError({
    status: 409,
    code: 'SLOT_OVERLAP',
    message:
      'Die Sportstätte „Turnhalle Lindenschule“ ist am Montag von 15:30 bis 16:30 belegt: Kinderturnen Minis.',
    data: {
      venue: 'Turnhalle Lindenschule',
      kind: 'course',
      id: 'c1',
      title: 'Kinderturnen Minis',
      slot_id: 't1',
      day: 'Montag',
      start: '15:30',
      end: '16:30',
    },
  });
  beforeAll(() => initI18n('de'));
  afterAll(() => i18n.changeLanguage('de'));

  it('shows the server’s sentence in German and names the holder in English', async () => {
    await i18n.changeLanguage('de');
    expect(errorMessage(taken, i18n)).toBe(taken.message);
    await i18n.changeLanguage('en');
    expect(errorMessage(taken, i18n)).toBe(
      'The venue “Turnhalle Lindenschule” is already taken at that time: Kinderturnen Minis (15:30–16:30).',
    );
  });

  it('names the holder when the data has an empty value (a weekly slot’s date: null)', async () => {
    await i18n.changeLanguage('en');
    const data = { venue: 'Turnhalle Lindenschule', title: 'Kinderturnen Minis', date: null };
    expect(codeText('SLOT_OVERLAP', i18n, { ...data, start: '15:30', end: '16:30' })).toBe(
      'The venue “Turnhalle Lindenschule” is already taken at that time: Kinderturnen Minis (15:30–16:30).',
    );
  });

  it('falls back to the plain text without data, and for data that is not plain values', async () => {
    await i18n.changeLanguage('en');
    expect(codeText('SLOT_OVERLAP', i18n)).toBe(
      'The venue is already taken at that time by another course or workshop.',
    );
    expect(codeText('SLOT_OVERLAP', i18n, { venue: { name: 'x' } })).toBe(
      'The venue is already taken at that time by another course or workshop.',
    );
    // A code without a fuller text ignores data (a 412's entity).
    expect(codeText('VERSION_CONFLICT', i18n, { title: 'x' })).toBe(
      'The entry has been changed in the meantime.',
    );
  });
});

describe('the error codes', () => {
  it('include every code of the API (generated from its OpenAPI enum) and the client’s own', () => {
    expect(API_ERROR_CODES).toEqual([...errorCodeValues, 'NETWORK_ERROR', 'BAD_RESPONSE']);
  });

  it.each([
    ['de', deErrors],
    ['en', enErrors],
  ] as const)('each have a text in %s', (_lang, texts) => {
    const missing = API_ERROR_CODES.filter(
      (code) => !(typeof (texts as Record<string, unknown>)[code] === 'string'),
    );
    expect(missing).toEqual([]);
  });

  it('shows every code’s own English text in English', async () => {
    await initI18n('en');
    for (const code of API_ERROR_CODES) {
      expect(errorMessage(new ApiError({ status: 400, code, message: 'Deutsch' }), i18n)).toBe(
        (enErrors as Record<string, string>)[code],
      );
    }
    await i18n.changeLanguage('de');
  });

  it('reads an unknown code of a newer server as INTERNAL (5xx) or BAD_RESPONSE', () => {
    expect(toErrorCode('VERSION_CONFLICT', 412)).toBe('VERSION_CONFLICT');
    expect(toErrorCode('SOMETHING_NEW', 503)).toBe('INTERNAL');
    expect(toErrorCode('SOMETHING_NEW', 400)).toBe('BAD_RESPONSE');
    expect(toErrorCode(undefined, 400)).toBe('BAD_RESPONSE');
  });
});
