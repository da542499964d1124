import { ApiError } from '@/api/ApiError';
import { errorMessage } from '@/api/errorMessage';
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
