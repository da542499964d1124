import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_STORAGE_KEY } from '@/auth/session';
import { FunrunEditorPage } from '@/features/funrunStaff/pages/FunrunEditorPage';
import { FunrunsPage } from '@/features/funrunStaff/pages/FunrunsPage';
import { i18n } from '@/i18n';
import { listOutbox } from '@/offline/outbox';
import { resetDb } from '@/offline/testing';
import { FixtureStore, funrunFixture, locationFixture } from '@/testing/fixtures';
import { TestServer } from '@/testing/handlers';
import { renderAccount, userWith } from '@/testing/renderAccount';

let server: TestServer;

beforeEach(async () => {
  await resetDb();
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(['admin'])));
  server = new TestServer(
    new FixtureStore({
      locations: [locationFixture({ _id: 'l1', name: 'Stadion am Wald' })],
      funruns: [
        funrunFixture({ _id: 'f2024', year: 2024, date: '2024-06-30', tracks: [] }),
        funrunFixture(),
      ],
    }),
  );
  globalThis.fetch = server.fetch;
});

afterEach(() => act(() => void i18n.changeLanguage('de')));

const renderPage = (path = '/de/account/volkslauf') =>
  renderAccount(
    [
      { path: 'volkslauf', element: <FunrunsPage /> },
      { path: 'volkslauf/:id', element: <FunrunEditorPage /> },
    ],
    { user: userWith(['admin']), path },
  );

describe('FunrunsPage', () => {
  it('lists the years newest first with their tracks and venue', async () => {
    renderPage();
    const items = await screen.findAllByTestId('funruns-item');
    expect(items.map((item) => within(item).getByTestId('funrun-year').textContent)).toEqual([
      'Volkslauf 2025',
      'Volkslauf 2024',
    ]);
    expect(items[0]).toHaveTextContent('2 Strecken · Stadion am Wald');
    expect(items[1]).toHaveTextContent('0 Strecken');
  });

  it('starts a new year from the last one and queues it with its tracks through the outbox', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('funruns-item');
    await user.click(screen.getByTestId('funruns-create'));
    const form = await screen.findByTestId('funrun-form');
    expect(within(form).getAllByTestId('funrun-track')).toHaveLength(2);
    expect(within(form).getByRole('spinbutton', { name: /^Jahr/ })).toHaveValue(2026);
    fireEvent.change(within(form).getByLabelText(/^Datum des Laufs/), {
      target: { value: '2026-06-28' },
    });
    fireEvent.change(within(form).getByLabelText(/^Anmeldung bis/), {
      target: { value: '2026-06-29' },
    });
    await user.click(screen.getByTestId('funrun-save'));
    expect(
      await screen.findByText('Die Anmeldung endet spätestens am Tag des Laufs.'),
    ).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^Anmeldung bis/), {
      target: { value: '2026-06-22' },
    });
    await user.click(screen.getByTestId('funrun-save'));
    await waitFor(() => expect(screen.getAllByTestId('funruns-item')).toHaveLength(3));
    expect(await listOutbox('u1')).toMatchObject([
      {
        kind: 'create',
        method: 'POST',
        path: '/api/funruns',
        body: {
          year: 2026,
          date: '2026-06-28',
          registration_until: '2026-06-22',
          location_id: 'l1',
          late_fee: 2,
          tracks: [
            { name_de: '10 km Lauf', fee: 10 },
            { name_de: '370 m Bambinilauf', medal: true },
          ],
        },
      },
    ]);
  });

  it('edits a year and sends the whole run with its version', async () => {
    const user = userEvent.setup();
    renderPage('/de/account/volkslauf/f2025');
    const form = await screen.findByTestId('funrun-form');
    await user.click(within(form).getByRole('button', { name: 'Strecke 1 entfernen' }));
    const results = within(form).getByRole('textbox', { name: /^Ergebnisse/ });
    await user.type(results, 'https://ergebnisse.example/2025');
    await user.click(screen.getByTestId('funrun-save'));
    await screen.findAllByTestId('funruns-item');
    const [row] = await listOutbox('u1');
    expect(row).toMatchObject({
      kind: 'update',
      method: 'PUT',
      path: '/api/funruns',
      baseVersion: 1,
      body: { _id: 'f2025', year: 2025, results_url: 'https://ergebnisse.example/2025' },
    });
    expect((row!.body as { tracks: unknown[] }).tracks).toHaveLength(1);
  });
});
