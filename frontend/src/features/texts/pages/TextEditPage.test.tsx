import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_STORAGE_KEY } from '@/auth/session';
import { TextEditPage } from '@/features/texts/pages/TextEditPage';
import { TextsPage } from '@/features/texts/pages/TextsPage';
import { jsonResponse, resetDb } from '@/offline/testing';
import { renderAccount, userWith } from '@/testing/renderAccount';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}
let calls: Call[];
let texts: Record<string, unknown>[];
/** What the next PUT answers instead of taking the body (a 412). */
let refuse: { status: number; body: unknown } | null;

const entry = (key: string, overrides: object = {}) => ({
  key,
  label: key,
  de: '',
  en: null,
  applications_from: null,
  updated_at: null,
  updated_by: null,
  version: 0,
  ...overrides,
});

beforeEach(async () => {
  await resetDb();
  calls = [];
  refuse = null;
  texts = [
    entry('impressum', {
      de: '<p>Bildnachweise</p>',
      en: '<p>Picture credits</p>',
      version: 2,
      updated_at: '2026-11-30T10:00:00.000Z',
      updated_by: { _id: 'u1', name: 'Gabi Hartmann' },
    }),
    entry('datenschutz'),
    entry('haftungsausschluss', { de: '<p>Haftung</p>', version: 1 }),
    entry('fsj', { de: '<p>FSJ bei uns</p>', applications_from: '2027-09-01', version: 4 }),
    entry('fsj_teaser'),
    entry('contact_intro'),
  ];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ url, method, headers, body });
    const put = /^\/api\/texts\/(\w+)$/.exec(url);
    if (put && method === 'PUT') {
      if (refuse) return jsonResponse(refuse.status, refuse.body);
      const i = texts.findIndex((x) => x.key === put[1]);
      texts[i] = { ...texts[i], ...body, version: (texts[i]!.version as number) + 1 };
      return jsonResponse(200, { success: true, message: 'Gespeichert.', data: texts[i] });
    }
    if (url === '/api/texts') return jsonResponse(200, { success: true, message: '', data: texts });
    return jsonResponse(200, { success: true, message: '', data: null });
  }) as unknown as typeof fetch;
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(['admin'])));
});

const renderAt = (path: string) =>
  renderAccount(
    [
      { path: 'texte', element: <TextsPage /> },
      { path: 'texte/:key', element: <TextEditPage /> },
    ],
    { user: userWith(['admin']), path },
  );

const puts = () => calls.filter((c) => c.method === 'PUT');

describe('the "Texte" screens', () => {
  it('lists every text with what is written, in which languages, and by whom', async () => {
    renderAt('/de/account/texte');
    const impressum = await screen.findByTestId('text-card-impressum');
    expect(impressum).toHaveTextContent('Geschrieben');
    expect(impressum).toHaveTextContent('Mit Englisch');
    expect(impressum).toHaveTextContent(
      'Zuletzt gespeichert am 30.11.2026 11:00 von Gabi Hartmann',
    );
    expect(screen.getByTestId('text-card-haftungsausschluss')).toHaveTextContent('Nur Deutsch');
    expect(screen.getByTestId('text-card-datenschutz')).toHaveTextContent('Noch nicht geschrieben');
    expect(screen.getByTestId('text-edit-fsj')).toHaveAttribute('href', '/de/account/texte/fsj');
  });

  it('saves the FSJ page’s date with the version it was opened with, public at once', async () => {
    renderAt('/de/account/texte/fsj');
    const date = await screen.findByLabelText('Bewerbung ab');
    expect(date).toHaveValue('2027-09-01');
    expect(screen.getByText('Text (Deutsch)')).toBeInTheDocument();
    expect(screen.getByText('Text (Englisch, freiwillig)')).toBeInTheDocument();
    const save = screen.getByTestId('text-save');
    expect(save).toBeDisabled();
    await userEvent.clear(date);
    await userEvent.type(date, '2027-10-01');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByText(/Der Text wurde gespeichert/)).toBeInTheDocument();
    const [put] = puts();
    expect(put!.url).toBe('/api/texts/fsj');
    expect(put!.headers['if-match']).toBe('"4"');
    expect(put!.body).toEqual({
      de: '<p>FSJ bei uns</p>',
      en: null,
      applications_from: '2027-10-01',
    });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('keeps what was typed when someone else saved meanwhile, and saves on their version next', async () => {
    renderAt('/de/account/texte/fsj');
    const date = await screen.findByLabelText('Bewerbung ab');
    await userEvent.clear(date);
    await userEvent.type(date, '2027-08-15');
    refuse = {
      status: 412,
      body: {
        success: false,
        code: 'VERSION_CONFLICT',
        message: 'x',
        data: { ...texts[3], version: 7 },
      },
    };
    await userEvent.click(screen.getByTestId('text-save'));
    expect(
      await screen.findByText(/inzwischen von jemand anderem gespeichert/),
    ).toBeInTheDocument();
    expect(date).toHaveValue('2027-08-15');
    refuse = null;
    await userEvent.click(screen.getByTestId('text-save'));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.headers['if-match']).toBe('"7"');
  });

  it('has no date field on other texts, and names an unknown text', async () => {
    const { unmount } = renderAt('/de/account/texte/impressum');
    expect(await screen.findByRole('heading', { name: 'Impressum', level: 1 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Bewerbung ab')).not.toBeInTheDocument();
    unmount();
    renderAt('/de/account/texte/satzung');
    expect(await screen.findByTestId('text-unknown')).toHaveTextContent(
      'Diesen Text gibt es nicht.',
    );
  });
});
