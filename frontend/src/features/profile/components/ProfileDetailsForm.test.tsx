import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getStoredUser } from '@/auth/session';
import { jsonResponse } from '@/offline/testing';
import {
  PROFILE_USER,
  flashes,
  renderProfilePage,
  sessionText,
} from '@/features/profile/testing/renderProfilePage';

interface Call {
  url: string;
  method: string;
  ifMatch: string | null;
  body: unknown;
}

let calls: Call[];
let answerProfile: (body: Record<string, unknown>) => Promise<Response>;

const saved = (body: Record<string, unknown>) =>
  jsonResponse(200, {
    success: true,
    message: 'Dein Profil wurde gespeichert.',
    data: {
      ...PROFILE_USER,
      permissions: undefined,
      ...body,
      fullname: `${String(body.firstname)} ${String(body.lastname)}`,
      version: PROFILE_USER.version + 1,
    },
  });

beforeEach(() => {
  calls = [];
  answerProfile = async (body) => saved(body);
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    calls.push({
      url,
      method: init?.method ?? 'GET',
      ifMatch: new Headers(init?.headers).get('If-Match'),
      body,
    });
    if (url === '/api/profile') return answerProfile(body ?? {});
    return jsonResponse(200, { success: true, message: '', data: { tags: [] } });
  }) as unknown as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => screen.getByTestId('profile-save');
const profileCalls = () => calls.filter((c) => c.url === '/api/profile');

describe('ProfilePage: name and phone', () => {
  it('shows the session’s values and keeps save disabled until something changed', async () => {
    renderProfilePage();
    expect(await screen.findByRole('textbox', { name: /Vorname/ })).toHaveValue('Kim');
    expect(field(/Nachname/)).toHaveValue('Kurs');
    expect(screen.getByRole('textbox', { name: /Telefon/ })).toHaveValue('05123 1');
    expect(save()).toBeDisabled();
    await userEvent.type(field(/Telefon/), '2');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('says what is wrong on the field and disables save while a value breaks the rules', async () => {
    renderProfilePage();
    await userEvent.clear(await screen.findByRole('textbox', { name: /Vorname/ }));
    await userEvent.type(field(/Vorname/), 'K');
    await userEvent.tab();
    expect(await screen.findByText('Bitte gib mindestens 2 Zeichen ein.')).toBeVisible();
    expect(save()).toBeDisabled();

    await userEvent.clear(field(/Vorname/));
    await userEvent.tab();
    expect(await screen.findByText('Dieses Feld wird benötigt.')).toBeVisible();
    expect(save()).toBeDisabled();

    await userEvent.type(field(/Vorname/), 'Kira');
    await userEvent.type(field(/Telefon/), ' ruf an');
    await userEvent.tab();
    expect(
      await screen.findByText(
        'Eine Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / - enthalten.',
      ),
    ).toBeVisible();
    expect(save()).toBeDisabled();
    expect(profileCalls()).toHaveLength(0);
  });

  it('saves on the session’s version, disables save meanwhile, and the session shows the new name at once, with one flash', async () => {
    let release: (r: Response) => void = () => undefined;
    answerProfile = (body) => new Promise((resolve) => (release = () => resolve(saved(body))));
    renderProfilePage();
    await userEvent.clear(await screen.findByRole('textbox', { name: /Vorname/ }));
    await userEvent.type(field(/Vorname/), 'Paula');
    await userEvent.clear(field(/Nachname/));
    await userEvent.type(field(/Nachname/), 'Profil');
    await userEvent.clear(field(/Telefon/));
    await userEvent.type(field(/Telefon/), '05123 45678-20');
    await userEvent.click(save());

    expect(await screen.findByRole('button', { name: 'Wird gespeichert …' })).toBeDisabled();
    expect(profileCalls()).toEqual([
      {
        url: '/api/profile',
        method: 'PUT',
        ifMatch: '"3"',
        body: { firstname: 'Paula', lastname: 'Profil', phone: '05123 45678-20' },
      },
    ]);
    release(new Response());

    await waitFor(() => expect(sessionText()).toBe('Paula Profil | 05123 45678-20 | '));
    expect(getStoredUser()).toMatchObject({
      fullname: 'Paula Profil',
      version: 4,
      permissions: PROFILE_USER.permissions,
    });
    expect(screen.getByTestId('profile-fullname')).toHaveTextContent('Paula Profil');
    await waitFor(() => expect(flashes()).toEqual(['Dein Profil wurde gespeichert.']));
    expect(save()).toBeDisabled();
  });

  it('sends an emptied phone as none', async () => {
    renderProfilePage();
    await userEvent.clear(await screen.findByRole('textbox', { name: /Telefon/ }));
    await userEvent.click(save());
    await waitFor(() => expect(profileCalls()).toHaveLength(1));
    expect(profileCalls()[0]!.body).toEqual({ firstname: 'Kim', lastname: 'Kurs', phone: null });
    await waitFor(() => expect(sessionText()).toBe('Kim Kurs |  | '));
  });

  it('puts the server’s field messages on the fields, with one error flash, and changes nothing', async () => {
    answerProfile = async () =>
      jsonResponse(400, {
        success: false,
        message: 'Bitte überprüfe deine Eingaben.',
        code: 'VALIDATION_FAILED',
        details: { lastname: 'Höchstens 80 Zeichen.' },
      });
    renderProfilePage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Nachname/ }), 'mann');
    await userEvent.click(save());

    expect(await screen.findByText('Höchstens 80 Zeichen.')).toBeVisible();
    await waitFor(() => expect(flashes()).toEqual(['Bitte überprüfe deine Eingaben.']));
    expect(sessionText()).toBe('Kim Kurs | 05123 1 | ');
  });

  it('takes the server’s copy after a change elsewhere (412), keeps the typed values and saves on the new version next', async () => {
    answerProfile = async () =>
      jsonResponse(412, {
        success: false,
        message: 'Dein Profil wurde inzwischen an anderer Stelle geändert.',
        code: 'VERSION_CONFLICT',
        data: { ...PROFILE_USER, permissions: undefined, photoURL: '/uploads/neu.jpg', version: 5 },
      });
    renderProfilePage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Nachname/ }), 'mann');
    await userEvent.click(save());
    await waitFor(() =>
      expect(flashes()).toEqual(['Dein Profil wurde inzwischen an anderer Stelle geändert.']),
    );
    expect(sessionText()).toBe('Kim Kurs | 05123 1 | /uploads/neu.jpg');
    expect(field(/Nachname/)).toHaveValue('Kursmann');

    answerProfile = async (body) => saved(body);
    await userEvent.click(save());
    await waitFor(() => expect(profileCalls()).toHaveLength(2));
    expect(profileCalls()[1]!.ifMatch).toBe('"5"');
  });

  it('says plainly that saving needs the connection while offline, and disables every save', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderProfilePage();
    expect(await screen.findByTestId('profile-offline')).toHaveTextContent(
      'Du bist offline. Änderungen an Profil, Foto und Passwort brauchen eine Verbindung zum Server',
    );
    await userEvent.type(field(/Nachname/), 'mann');
    expect(save()).toBeDisabled();
    expect(screen.getByTestId('profile-photo-choose')).toBeDisabled();
    expect(screen.getByTestId('password-change-submit')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeDisabled();
    expect(profileCalls()).toHaveLength(0);
  });
});
