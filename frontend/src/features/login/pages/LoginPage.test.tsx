import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/ApiError';
import { userWith } from '@/testing/renderAccount';
import { clearSessionEnd, refreshAccessToken, setSession } from '@/auth/session';
import { useFlash } from '@/components/flash';
import { LoginPage } from '@/features/login/pages/LoginPage';
import { i18n } from '@/i18n';
import { courseFixture, resetDb, saveCourseChanges, storeServerCourse } from '@/offline/testing';
import { renderWithProviders } from '@/testing/renderWithProviders';

const BLOCKED = 'Dein Konto ist gesperrt. Bitte wende dich an die Geschäftsstelle.';
const trainer = userWith(['course']);
const realFetch = global.fetch;

/** The trainer's session ends the way the app learns of a block: the refresh answers 403. */
async function blockTheTrainer(): Promise<void> {
  setSession(trainer, 'old');
  global.fetch = jest.fn(async () =>
    Response.json({ success: false, code: 'ACCOUNT_BLOCKED', message: BLOCKED }, { status: 403 }),
  ) as unknown as typeof fetch;
  await refreshAccessToken().catch(() => undefined);
}

/** A message the account area showed just before the session ended. */
function EarlierFlash() {
  const { show } = useFlash();
  return (
    <button type="button" onClick={() => show('Offline gespeichert', 'info')}>
      früher
    </button>
  );
}

/** Waits out the flash's delay (a flash shows 300 ms after it is asked for). */
const afterFlashDelay = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

function renderLogin(login = jest.fn()) {
  return renderWithProviders(
    <>
      <EarlierFlash />
      <LoginPage />
    </>,
    { path: '/de/login', auth: { login } },
  );
}

beforeEach(async () => {
  await resetDb();
  await storeServerCourse('u1', courseFixture());
  await saveCourseChanges('u1', 'c1', { title: 'Offline geändert' });
});

afterEach(async () => {
  global.fetch = realFetch;
  clearSessionEnd();
  await act(() => i18n.changeLanguage('de'));
});

describe('LoginPage after the account was blocked', () => {
  it('says the server’s sentence once, that the change stays on the device, and nothing else', async () => {
    const user = userEvent.setup();
    renderLogin();
    // A flash the account area asked for just before the session ended is not shown beside it.
    await user.click(screen.getByRole('button', { name: 'früher' }));
    await act(blockTheTrainer);
    const notice = await screen.findByTestId('login-blocked');
    expect(notice).toHaveTextContent(BLOCKED);
    expect(await screen.findByTestId('login-blocked-held')).toHaveTextContent(
      '1 Änderung auf diesem Gerät wurde nicht gesendet. Sie bleibt hier gespeichert',
    );
    await afterFlashDelay();
    expect(screen.queryByTestId('flash-message')).not.toBeInTheDocument();
    expect(screen.getAllByText(BLOCKED)).toHaveLength(1);
  });

  it('says it in English with the code’s text', async () => {
    await blockTheTrainer();
    await act(() => i18n.changeLanguage('en'));
    renderLogin();
    expect(await screen.findByTestId('login-blocked')).toHaveTextContent(
      'Your account is blocked. Please contact the club office.',
    );
    expect(await screen.findByTestId('login-blocked-held')).toHaveTextContent(
      '1 change on this device was not sent.',
    );
  });

  it('a login attempt refused as blocked keeps the one notice and adds no flash', async () => {
    await blockTheTrainer();
    const login = jest.fn(async () => {
      throw new ApiError({ status: 403, code: 'ACCOUNT_BLOCKED', message: BLOCKED });
    });
    const user = userEvent.setup();
    renderLogin(login);
    await user.type(screen.getByLabelText(/E-Mail/), 'kurs@tus-musterstadt.de');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Turnen1887!');
    await user.click(screen.getByRole('button', { name: 'Einloggen' }));
    await waitFor(() => expect(login).toHaveBeenCalled());
    await afterFlashDelay();
    expect(screen.getAllByText(BLOCKED)).toHaveLength(1);
    expect(screen.queryByTestId('flash-message')).not.toBeInTheDocument();
  });

  it('another account’s failed attempt replaces the notice with its own message', async () => {
    await blockTheTrainer();
    const login = jest.fn(async () => {
      throw new ApiError({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Falsch.' });
    });
    const user = userEvent.setup();
    renderLogin(login);
    expect(await screen.findByTestId('login-blocked')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-Mail/), 'admin@tus-musterstadt.de');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'vertippt');
    await user.click(screen.getByRole('button', { name: 'Einloggen' }));
    expect(await screen.findByTestId('flash-message')).toHaveTextContent('Falsch.');
    expect(screen.queryByTestId('login-blocked')).not.toBeInTheDocument();
  });

  it('a plain login page says nothing of a block', () => {
    renderLogin();
    expect(screen.queryByTestId('login-blocked')).not.toBeInTheDocument();
  });
});
