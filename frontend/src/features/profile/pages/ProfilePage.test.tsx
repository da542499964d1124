import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@/auth/session';
import { ProfilePage } from '@/features/profile/pages/ProfilePage';
import { renderAccount, userWith } from '@/testing/renderAccount';
import { jsonResponse } from '@/offline/testing';

interface Call {
  url: string;
  authorization: string | null;
}

const EXPORT_FILE = new Response(JSON.stringify({ profile: { email: 'kurs@tus-musterstadt.de' } }));

let calls: Call[];
let answerExport: () => Promise<Response>;
let downloads: { name: string; href: string }[];

beforeEach(() => {
  calls = [];
  downloads = [];
  answerExport = async () =>
    new Response(await EXPORT_FILE.clone().text(), {
      status: 200,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'attachment; filename="meine-daten_2026-11-23.json"',
      },
    });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
    if (url === '/api/user/export') return answerExport();
    if (url === '/api/refresh') {
      return jsonResponse(200, {
        success: true,
        message: '',
        data: { user: userWith(['course']), access_token: 'access-token-2' },
      });
    }
    return jsonResponse(200, { success: true, message: '', data: { tags: [] } });
  }) as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, href: this.href });
  });
  setSession(userWith(['course']), 'access-token-1');
});

afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

function renderProfile() {
  return renderAccount([{ path: 'profil', element: <ProfilePage /> }], {
    user: userWith(['course']),
    path: '/de/account/profil',
  });
}

const flashes = () => screen.queryAllByTestId('flash-message').map((f) => f.textContent);
const exportCalls = () => calls.filter((c) => c.url === '/api/user/export');

describe('ProfilePage: download my data', () => {
  it('downloads the export with the bearer token and saves it under the server name', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Meine Daten herunterladen' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(exportCalls()).toEqual([
      { url: '/api/user/export', authorization: 'Bearer access-token-1' },
    ]);
    expect(downloads[0]).toEqual({ name: 'meine-daten_2026-11-23.json', href: 'blob:export' });
    await waitFor(() => expect(flashes()).toEqual(['Deine Daten wurden heruntergeladen.']));
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(JSON.parse(await blob.text())).toEqual({
      profile: { email: 'kurs@tus-musterstadt.de' },
    });
  });

  it('shows that it is preparing the file and disables the button meanwhile', async () => {
    let release: (r: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (release = resolve));
    answerExport = () => pending;
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Meine Daten herunterladen' }));

    const busy = await screen.findByRole('button', { name: 'Wird vorbereitet …' });
    expect(busy).toBeDisabled();
    release(
      new Response('{}', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="meine-daten_2026-11-23.json"' },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Meine Daten herunterladen' })).toBeEnabled();
    expect(downloads).toHaveLength(1);
  });

  it('shows the server sentence as one flash when the export fails, saves nothing and can try again', async () => {
    answerExport = async () =>
      jsonResponse(503, {
        success: false,
        message: 'Die Datenbank ist gerade nicht erreichbar.',
        code: 'INTERNAL',
      });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Meine Daten herunterladen' }));

    await waitFor(() =>
      expect(flashes()).toEqual([
        'Deine Daten konnten nicht heruntergeladen werden. Die Datenbank ist gerade nicht erreichbar.',
      ]),
    );
    expect(downloads).toHaveLength(0);
    expect(URL.createObjectURL).not.toHaveBeenCalled();

    answerExport = async () =>
      new Response('{}', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="meine-daten_2026-11-23.json"' },
      });
    await userEvent.click(screen.getByRole('button', { name: 'Meine Daten herunterladen' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    await waitFor(() =>
      expect(flashes()).toEqual([
        'Deine Daten konnten nicht heruntergeladen werden. Die Datenbank ist gerade nicht erreichbar.',
        'Deine Daten wurden heruntergeladen.',
      ]),
    );
  });

  it('says so when the server cannot be reached', async () => {
    answerExport = () => Promise.reject(new TypeError('Failed to fetch'));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Meine Daten herunterladen' }));

    await waitFor(() =>
      expect(flashes()).toEqual([
        'Deine Daten konnten nicht heruntergeladen werden. Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.',
      ]),
    );
    expect(downloads).toHaveLength(0);
  });

  it('refreshes an expired access token once and downloads with the new one', async () => {
    let first = true;
    const ok = answerExport;
    answerExport = async () => {
      if (!first) return ok();
      first = false;
      return jsonResponse(401, { success: false, message: 'Abgelaufen.', code: 'UNAUTHENTICATED' });
    };
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Meine Daten herunterladen' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(exportCalls().map((c) => c.authorization)).toEqual([
      'Bearer access-token-1',
      'Bearer access-token-2',
    ]);
    expect(calls.filter((c) => c.url === '/api/refresh')).toHaveLength(1);
  });
});
