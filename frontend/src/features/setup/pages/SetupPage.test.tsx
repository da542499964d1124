import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getStoredUser } from '@/auth/session';
import { pageFormKey, type PageFormAnswer } from '@/components/form/pageFormAnswer';
import { SetupPage } from '@/features/setup/pages/SetupPage';
import { renderWithProviders } from '@/testing/renderWithProviders';

const TOKEN = 't'.repeat(43);
const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});
jest.setTimeout(20_000);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: GET /public/setup answers `state`; POST answers `post` (and is recorded). */
function server(state: { pending: boolean; token: string }, post?: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return post!();
    }
    return json(200, { success: true, message: 'ok', data: state });
  }) as unknown as typeof fetch;
  return calls;
}

function renderPage(path: string, answer?: PageFormAnswer) {
  renderWithProviders(<SetupPage />, {
    path,
    routes: [{ path: '/de/account', element: <p>Verwaltung</p> }],
    ...(answer ? { queryData: [[pageFormKey('setup'), answer]] } : {}),
  });
}

const fill = (field: string, value: string) =>
  fireEvent.change(screen.getByTestId(`setup-${field}`), { target: { value } });

describe('SetupPage', () => {
  it('shows the notice, and no form, while the site waits and no link is given', async () => {
    server({ pending: true, token: 'none' });
    renderPage('/de/einrichtung');
    expect(
      await screen.findByRole('heading', { name: 'Diese Website wird gerade eingerichtet' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('setup-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('setup-invalid-link')).not.toBeInTheDocument();
  });

  it('says a link is no good and how to get a new one', async () => {
    server({ pending: true, token: 'invalid' });
    renderPage(`/de/einrichtung?token=${TOKEN}`);
    expect(await screen.findByTestId('setup-invalid-link')).toHaveTextContent('npm run setup');
    expect(screen.queryByTestId('setup-form')).not.toBeInTheDocument();
  });

  it('checks the fields, sends the setup and goes to the back office logged in', async () => {
    const calls = server({ pending: true, token: 'valid' }, () =>
      json(201, {
        success: true,
        message: 'ok',
        data: {
          access_token: 'access',
          user: {
            _id: 'u1',
            email: 'vorstand@example.org',
            firstname: 'Claudia',
            lastname: 'Neuhaus',
            roles: ['owner'],
            permissions: ['session'],
          },
        },
      }),
    );
    const user = userEvent.setup();
    renderPage(`/de/einrichtung?token=${TOKEN}`);
    await user.click(await screen.findByTestId('setup-submit'));
    expect(
      (await screen.findAllByText('Dieses Feld wird benötigt.')).length,
    ).toBeGreaterThanOrEqual(5);
    expect(calls).toHaveLength(0);
    fill('club_name', 'Turnverein Beispielstadt e.V.');
    fill('firstname', 'Claudia');
    fill('lastname', 'Neuhaus');
    fill('email', 'vorstand@example.org');
    fill('password', 'Hallenboden-2026');
    fill('confirm', 'Hallenboden-2027');
    await user.click(screen.getByTestId('setup-submit'));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    fill('confirm', 'Hallenboden-2026');
    await user.click(screen.getByTestId('setup-submit'));
    expect(await screen.findByText('Verwaltung')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({
      token: TOKEN,
      club_name: 'Turnverein Beispielstadt e.V.',
      firstname: 'Claudia',
      lastname: 'Neuhaus',
      email: 'vorstand@example.org',
      password: 'Hallenboden-2026',
    });
    expect(getStoredUser()?.email).toBe('vorstand@example.org');
  });

  it("shows the server's field message and keeps what was typed", async () => {
    server({ pending: true, token: 'valid' }, () =>
      json(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Bitte überprüfe deine Eingaben.',
        details: { email: 'Diese E-Mail-Adresse wird schon verwendet.' },
      }),
    );
    const user = userEvent.setup();
    renderPage(`/de/einrichtung?token=${TOKEN}`);
    await screen.findByTestId('setup-form');
    fill('club_name', 'Turnverein Beispielstadt e.V.');
    fill('firstname', 'Claudia');
    fill('lastname', 'Neuhaus');
    fill('email', 'vorstand@example.org');
    fill('password', 'Hallenboden-2026');
    fill('confirm', 'Hallenboden-2026');
    await user.click(screen.getByTestId('setup-submit'));
    expect(
      await screen.findByText('Diese E-Mail-Adresse wird schon verwendet.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('setup-failure')).toHaveTextContent(
      'Bitte überprüfe deine Eingaben.',
    );
    expect(screen.getByTestId('setup-club_name')).toHaveValue('Turnverein Beispielstadt e.V.');
  });

  it('takes the token and the values from the answer of a form sent without the app', async () => {
    server({ pending: true, token: 'valid' });
    renderPage('/de/einrichtung', {
      values: { token: TOKEN, club_name: 'TV Beispielstadt', email: 'x' },
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bitte überprüfe deine Eingaben.',
      details: { email: 'E-mail muss korrekt sein' },
    });
    expect(await screen.findByText('E-mail muss korrekt sein')).toBeInTheDocument();
    expect(screen.getByTestId('setup-club_name')).toHaveValue('TV Beispielstadt');
    expect(screen.getByTestId('setup-password')).toHaveValue('');
    expect(String((global.fetch as jest.Mock).mock.calls[0]![0])).toContain(`token=${TOKEN}`);
  });

  it('sends a visitor of a site already set up to the login', async () => {
    server({ pending: false, token: 'none' });
    renderPage('/de/einrichtung');
    expect(await screen.findByTestId('setup-login')).toHaveAttribute('href', '/de/login');
  });
});
