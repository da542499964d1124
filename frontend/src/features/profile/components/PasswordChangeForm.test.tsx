import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getAccessToken, getStoredUser } from '@/auth/session';
import { FLASH_SUCCESS_MS } from '@/components/flash/flashTiming';
import { jsonResponse } from '@/offline/testing';
import { flashes, renderProfilePage } from '@/features/profile/testing/renderProfilePage';

let calls: { url: string; body: unknown }[];
let answerChange: () => Promise<Response>;

beforeEach(() => {
  calls = [];
  answerChange = async () =>
    jsonResponse(200, {
      success: true,
      message: 'Dein Passwort wurde geändert. Bitte melde dich mit dem neuen Passwort an.',
    });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url === '/api/changePassword') return answerChange();
    return jsonResponse(200, { success: true, message: '', data: { tags: [] } });
  }) as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  clearSession();
});

const current = () => screen.getByLabelText(/Aktuelles Passwort/);
const next = () => screen.getByLabelText(/^Neues Passwort\W*$/);
const confirm = () => screen.getByLabelText(/Neues Passwort wiederholen/);
const submit = () => screen.getByTestId('password-change-submit');
const changeCalls = () => calls.filter((c) => c.url === '/api/changePassword');

async function fillIn(values: { current: string; next: string; confirm: string }) {
  await userEvent.type(current(), values.current);
  await userEvent.type(next(), values.next);
  await userEvent.type(confirm(), values.confirm);
  await userEvent.tab();
}

describe('ProfilePage: password change', () => {
  it('keeps the button disabled until the current password and a valid new one, typed twice, are there', async () => {
    renderProfilePage();
    await screen.findByTestId('password-change-form');
    expect(submit()).toBeDisabled();
    expect(current()).toHaveAttribute('type', 'password');
    expect(current()).toHaveAttribute('autocomplete', 'current-password');
    expect(next()).toHaveAttribute('autocomplete', 'new-password');

    await fillIn({ current: 'Turnen1887!', next: 'kurz', confirm: 'kurz' });
    expect(
      await screen.findByText('Das Passwort muss mindestens 8 Zeichen lang sein.'),
    ).toBeVisible();
    expect(submit()).toBeDisabled();

    await userEvent.type(next(), '-genug');
    await userEvent.tab();
    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
    expect(submit()).toBeDisabled();

    await userEvent.type(confirm(), '-genug');
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByText('Die Passwörter stimmen nicht überein.')).not.toBeInTheDocument();
    expect(changeCalls()).toHaveLength(0);
  });

  it('a wrong current password: the server’s message on that field, one error flash, still logged in', async () => {
    answerChange = async () =>
      jsonResponse(400, {
        success: false,
        message: 'Bitte überprüfe deine Eingaben.',
        code: 'VALIDATION_FAILED',
        details: { currentPassword: 'Das aktuelle Passwort ist falsch.' },
      });
    const { router } = renderProfilePage();
    await screen.findByTestId('password-change-form');
    await fillIn({ current: 'falsch-falsch', next: 'Halle2027!', confirm: 'Halle2027!' });
    await userEvent.click(submit());

    expect(await screen.findByText('Das aktuelle Passwort ist falsch.')).toBeVisible();
    await waitFor(() => expect(flashes()).toEqual(['Bitte überprüfe deine Eingaben.']));
    expect(getStoredUser()).not.toBeNull();
    expect(router.state.location.pathname).toBe('/de/account/profil');
  });

  it('after the change: logged out on the device and on the login page with the message shown once', async () => {
    let release: () => void = () => undefined;
    const original = answerChange;
    answerChange = () => new Promise((resolve) => (release = () => void original().then(resolve)));
    const { router } = renderProfilePage();
    await screen.findByTestId('password-change-form');
    await fillIn({ current: 'Turnen1887!', next: 'Halle2027!', confirm: 'Halle2027!' });
    await userEvent.click(submit());

    expect(await screen.findByRole('button', { name: 'Wird geändert …' })).toBeDisabled();
    expect(changeCalls()).toEqual([
      {
        url: '/api/changePassword',
        body: { currentPassword: 'Turnen1887!', newPassword: 'Halle2027!' },
      },
    ]);
    release();

    expect(await screen.findByText('Login-Seite')).toBeVisible();
    expect(router.state.location.pathname).toBe('/de/login');
    expect(getStoredUser()).toBeNull();
    expect(getAccessToken()).toBeNull();
    await waitFor(() =>
      expect(flashes()).toEqual([
        'Dein Passwort wurde geändert. Bitte melde dich mit dem neuen Passwort an.',
      ]),
    );
    // Once: it goes after its time and does not come back on the login page.
    await waitFor(() => expect(flashes()).toEqual([]), { timeout: FLASH_SUCCESS_MS + 2000 });
    expect(screen.getByText('Login-Seite')).toBeVisible();
  }, 20_000);
});
