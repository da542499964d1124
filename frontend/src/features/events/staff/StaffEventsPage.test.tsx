import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, SessionUser } from '@/api/types';
import { USER_STORAGE_KEY } from '@/auth/session';
import { StaffEventsPage } from '@/features/events/staff/StaffEventsPage';
import { eventFixture, eventsServer } from '@/features/events/staff/testing/eventsServer';
import { listOutbox } from '@/offline/outbox';
import { resetDb } from '@/offline/testing';
import { fail, http } from '@/testing/handlers';
import { renderAccount, userWith } from '@/testing/renderAccount';

const DEPARTMENT_USER = { department: { _id: 'd1', name: 'Turnen', title: 'Turnen' } };

const renderPage = (roles: Role[] = ['admin'], overrides: Partial<SessionUser> = {}) => {
  const user = userWith(roles, overrides);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  return renderAccount(
    [
      { path: 'termine', element: <StaffEventsPage /> },
      { path: 'termine/:id', element: <p>Termin-Editor</p> },
    ],
    { user, path: '/de/account/termine' },
  );
};

const rowTexts = async () =>
  (await screen.findAllByTestId('event-row')).map((row) => row.querySelector('a')?.textContent);

beforeEach(async () => {
  await resetDb();
});

describe('StaffEventsPage', () => {
  it('lists the events by date with kind, department and state', async () => {
    globalThis.fetch = eventsServer().fetch;
    renderPage();
    expect(await rowTexts()).toEqual(['Vereinsmeisterschaft', 'Sommerfest']);
    const [tournament, party] = screen.getAllByTestId('event-row');
    expect(tournament).toHaveTextContent('Fr, 20.02.2099, 10:00 Uhr');
    expect(tournament).toHaveTextContent('Turnier');
    expect(tournament).toHaveTextContent('Turnen');
    expect(within(tournament!).getByTestId('event-published')).toHaveTextContent('Entwurf');
    expect(party).toHaveTextContent('Fest');
    expect(party).toHaveTextContent('Ganzer Verein');
    expect(within(party!).getByTestId('event-published')).toHaveTextContent('Veröffentlicht');
    expect(within(party!).queryByTestId('event-cancelled')).toBeNull();
  });

  it('marks a cancelled event', async () => {
    globalThis.fetch = eventsServer({
      events: new Map([['e1', eventFixture({ cancelled: true, cancel_note: 'Unwetter' })]]),
    }).fetch;
    renderPage();
    const [row] = await screen.findAllByTestId('event-row');
    expect(within(row!).getByTestId('event-cancelled')).toHaveTextContent('Abgesagt');
  });

  it('says that there are no events yet', async () => {
    globalThis.fetch = eventsServer({ events: new Map() }).fetch;
    renderPage();
    expect(await screen.findByText('Noch keine Termine.')).toBeInTheDocument();
  });

  it('says that the events could not be loaded, and loads them on retry', async () => {
    const { server, fetch } = eventsServer();
    server.use(http.get('/api/events', () => fail(503, 'INTERNAL', 'Kaputt.')));
    globalThis.fetch = fetch;
    renderPage();
    expect(
      await screen.findByText('Die Termine konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: /erneut/i }));
    expect(await rowTexts()).toEqual(['Vereinsmeisterschaft', 'Sommerfest']);
  });

  it('creates an event of the whole club through the outbox and opens its editor', async () => {
    const user = userEvent.setup();
    globalThis.fetch = eventsServer().fetch;
    renderPage();
    await screen.findAllByTestId('event-row');
    await user.click(screen.getByTestId('event-create'));
    const form = await screen.findByTestId('event-form');
    const department = within(form).getByRole('combobox', { name: 'Abteilung' });
    expect(
      within(department)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ganzer Verein', 'Fußball', 'Turnen']);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Art/ }), 'Turnier');
    await user.type(within(form).getByRole('textbox', { name: /^Titel/ }), 'Pokalturnier');
    fireEvent.change(within(form).getByLabelText(/^Datum/), { target: { value: '2099-05-01' } });
    fireEvent.change(within(form).getByLabelText(/^Beginn/), { target: { value: '09:00' } });
    await user.type(within(form).getByRole('textbox', { name: /^Ort/ }), 'Sportpark');
    await waitFor(() => expect(screen.getByTestId('event-save')).toBeEnabled());
    await user.click(screen.getByTestId('event-save'));
    expect(await screen.findByText('Termin-Editor')).toBeInTheDocument();
    expect(await listOutbox('u1')).toMatchObject([
      {
        kind: 'create',
        method: 'POST',
        path: '/api/events',
        body: {
          kind: 'tournament',
          department_id: null,
          title: 'Pokalturnier',
          date: '2099-05-01',
          start_time: '09:00',
          end_date: null,
          location_id: null,
          place: 'Sportpark',
          agenda: [],
          notice_days: null,
          published: false,
          cancelled: false,
        },
      },
    ]);
  });

  it('offers a department user only their department, not the whole club', async () => {
    const user = userEvent.setup();
    globalThis.fetch = eventsServer({ scope: 'd1' }).fetch;
    renderPage(['department'], DEPARTMENT_USER);
    expect(await rowTexts()).toEqual(['Vereinsmeisterschaft']);
    await user.click(screen.getByTestId('event-create'));
    const form = await screen.findByTestId('event-form');
    const department = within(form).getByRole('combobox', { name: /^Abteilung/ });
    await waitFor(() =>
      expect(
        within(department)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Bitte wählen', 'Turnen']),
    );
    expect(within(form).queryByRole('option', { name: 'Ganzer Verein' })).toBeNull();
    expect(department).toHaveValue('d1');
    await user.type(within(form).getByRole('textbox', { name: /^Titel/ }), 'Turnfest');
    fireEvent.change(within(form).getByLabelText(/^Datum/), { target: { value: '2099-06-01' } });
    fireEvent.change(within(form).getByLabelText(/^Beginn/), { target: { value: '10:00' } });
    await waitFor(() => expect(screen.getByTestId('event-save')).toBeEnabled());
    await user.click(screen.getByTestId('event-save'));
    await screen.findByText('Termin-Editor');
    expect((await listOutbox('u1'))[0]!.body).toMatchObject({ department_id: 'd1' });
  });

  it('keeps a department user from saving without a department', async () => {
    const user = userEvent.setup();
    globalThis.fetch = eventsServer({ scope: 'd1' }).fetch;
    renderPage(['department'], { department: null });
    await screen.findAllByTestId('event-row');
    await user.click(screen.getByTestId('event-create'));
    const form = await screen.findByTestId('event-form');
    await user.type(within(form).getByRole('textbox', { name: /^Titel/ }), 'Turnfest');
    fireEvent.change(within(form).getByLabelText(/^Datum/), { target: { value: '2099-06-01' } });
    fireEvent.change(within(form).getByLabelText(/^Beginn/), { target: { value: '10:00' } });
    await waitFor(() => expect(screen.getByTestId('event-save')).toBeDisabled());
    expect(await listOutbox('u1')).toEqual([]);
  });
});
