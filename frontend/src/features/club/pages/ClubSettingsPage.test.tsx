import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_STORAGE_KEY } from '@/auth/session';
import { ClubSettingsPage } from '@/features/club/pages/ClubSettingsPage';
import { jsonResponse, resetDb } from '@/offline/testing';
import { clubFixture } from '@/testing/fixtures';
import { renderAccount, userWith } from '@/testing/renderAccount';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}
let calls: Call[];
let stored: Record<string, unknown>;
/** What the next PUT answers instead of taking the body (a 412, a 400). */
let refuse: { status: number; body: unknown } | null;

const settings = (overrides: object = {}) => ({
  ...clubFixture(),
  _id: 'club',
  office_email: null,
  office_email_in_use: 'info@verein.example.org',
  mail_sender_name: null,
  workshop_user_email: null,
  workshop_user_name: null,
  legal_notice_missing: [],
  version: 3,
  updated_at: '2026-11-30T10:00:00.000Z',
  ...overrides,
});

beforeEach(async () => {
  await resetDb();
  calls = [];
  refuse = null;
  stored = settings();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ url, method, headers, body });
    if (url === '/api/club' && method === 'PUT') {
      if (refuse) return jsonResponse(refuse.status, refuse.body);
      stored = { ...stored, ...body, version: (stored.version as number) + 1 };
      return jsonResponse(200, { success: true, message: 'Gespeichert.', data: stored });
    }
    if (url === '/api/club') return jsonResponse(200, { success: true, message: '', data: stored });
    return jsonResponse(200, { success: true, message: '', data: null });
  }) as unknown as typeof fetch;
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(['admin'])));
});

const renderPage = () =>
  renderAccount([{ path: 'verein', element: <ClubSettingsPage /> }], {
    user: userWith(['admin']),
    path: '/de/account/verein',
  });

const input = (label: string) => screen.getByLabelText(label, { exact: false });
const named = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const puts = () => calls.filter((c) => c.url === '/api/club' && c.method === 'PUT');

describe('the "Verein" screen', () => {
  it('shows the settings and saves a change with the version it was loaded with', async () => {
    renderPage();
    const name = await screen.findByLabelText(/Name des Vereins/);
    expect(name).toHaveValue('Turnverein Beispielstadt 1901 e.V.');
    expect(screen.queryByTestId('club-legal-missing')).not.toBeInTheDocument();
    expect(screen.getByText(/Leer: info@verein.example.org/)).toBeInTheDocument();
    const save = screen.getByTestId('club-save');
    expect(save).toBeDisabled();
    await userEvent.clear(input('Ort'));
    await userEvent.type(input('Ort'), 'Neustadt');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByText('Die Vereinsdaten wurden gespeichert.')).toBeInTheDocument();
    const [put] = puts();
    expect(put!.headers['if-match']).toBe('"3"');
    expect(put!.body).toMatchObject({
      name: 'Turnverein Beispielstadt 1901 e.V.',
      city: 'Neustadt',
      founding_year: 1901,
      office_email: null,
      board: [
        { role: 'Vorsitzender', name: 'Karl Brandt' },
        { role: 'Kassiererin', name: 'Ute Sommer' },
      ],
    });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('names the Impressum details § 5 DDG asks for as they go missing', async () => {
    renderPage();
    await screen.findByLabelText(/Name des Vereins/);
    await userEvent.clear(input('Registernummer'));
    const hint = await screen.findByTestId('club-legal-missing');
    expect(hint).toHaveTextContent('Dem Impressum fehlen Pflichtangaben');
    expect(
      within(hint)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['die Registernummer']);
    const board = screen.getByTestId('club-board');
    await userEvent.click(
      within(board).getByRole('button', { name: 'Vorstandsmitglied 1 entfernen' }),
    );
    await userEvent.click(
      within(board).getByRole('button', { name: 'Vorstandsmitglied 1 entfernen' }),
    );
    expect(
      within(hint)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['den vertretungsberechtigten Vorstand', 'die Registernummer']);
  });

  it('checks the fields before saving: postcode, e-mail, times, https links', async () => {
    renderPage();
    await screen.findByLabelText(/Name des Vereins/);
    await userEvent.clear(input('Postleitzahl'));
    await userEvent.type(input('Postleitzahl'), '123');
    expect(
      await screen.findByText('Bitte gib eine Postleitzahl mit fünf Ziffern ein.'),
    ).toBeInTheDocument();
    await userEvent.clear(input('Postleitzahl'));
    await userEvent.type(input('Postleitzahl'), '12345');
    const social = screen.getByTestId('club-social');
    const url = within(social).getByLabelText(/Adresse/);
    await userEvent.clear(url);
    await userEvent.type(url, 'http://example.org');
    expect(
      await screen.findByText('Bitte gib eine Adresse ein, die mit https:// beginnt.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('club-save')).toBeDisabled();
    expect(puts()).toHaveLength(0);
  });

  it('keeps what was typed when someone else saved meanwhile, and saves over it next', async () => {
    renderPage();
    await screen.findByLabelText(/Name des Vereins/);
    refuse = {
      status: 412,
      body: {
        success: false,
        code: 'VERSION_CONFLICT',
        message: 'Die Vereinsdaten wurden inzwischen von jemand anderem geändert.',
        data: settings({ version: 4, phone: '+49 5432 2000' }),
      },
    };
    await userEvent.clear(named('phone'));
    await userEvent.type(named('phone'), '+49 5432 3000');
    await userEvent.click(screen.getByTestId('club-save'));
    expect(await screen.findByText(/von jemand anderem geändert/)).toBeInTheDocument();
    expect(named('phone')).toHaveValue('+49 5432 3000');
    refuse = null;
    await userEvent.click(screen.getByTestId('club-save'));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.headers['if-match']).toBe('"4"');
    expect(puts()[1]!.body).toMatchObject({ phone: '+49 5432 3000' });
  });

  it("puts the server's field messages on their fields", async () => {
    renderPage();
    await screen.findByLabelText(/Name des Vereins/);
    refuse = {
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Bitte überprüfe deine Eingaben.',
        details: { 'office_hours.0.closes': 'Das Ende muss nach dem Beginn liegen.' },
      },
    };
    await userEvent.type(input('Kurzname'), 'X');
    await userEvent.click(screen.getByTestId('club-save'));
    const hours = screen.getByTestId('club-office-hours');
    expect(
      await within(hours).findByText('Das Ende muss nach dem Beginn liegen.'),
    ).toBeInTheDocument();
  });

  it('says plainly offline that saving needs the connection, with the typed values kept', async () => {
    renderPage();
    await screen.findByLabelText(/Name des Vereins/);
    await userEvent.type(input('Kurzname'), ' Mitte');
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(await screen.findByTestId('club-offline')).toHaveTextContent(
        'Die Vereinsdaten lassen sich nur mit Verbindung speichern',
      );
      expect(screen.getByTestId('club-save')).toBeDisabled();
      expect(input('Kurzname')).toHaveValue('TV Beispielstadt Mitte');
    } finally {
      onLine.mockRestore();
    }
  });
});
