import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@/api/types';
import { USER_STORAGE_KEY } from '@/auth/session';
import { EventDetailsPage } from '@/features/events/staff/EventDetailsPage';
import { eventSchema, eventValues } from '@/features/events/staff/eventSchema';
import { eventFixture, eventsServer } from '@/features/events/staff/testing/eventsServer';
import { listOutbox } from '@/offline/outbox';
import { resetDb, stopAllEngines, testEngine } from '@/offline/testing';
import { fail, http, type TestServer } from '@/testing/handlers';
import { renderAccount, userWith } from '@/testing/renderAccount';

let server: TestServer;

const renderPage = (id = 'e1', roles: Role[] = ['admin']) => {
  const user = userWith(roles);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  return renderAccount(
    [
      { path: 'termine', element: <p>Terminliste</p> },
      { path: 'termine/:id', element: <EventDetailsPage /> },
    ],
    { user, path: `/de/account/termine/${id}` },
  );
};

/** The device's queue sent as the sync engine sends it (If-Match from the row's version). */
const sendQueue = async () => {
  const { engine } = testEngine({ fetch: server.fetch });
  engine.start('u1');
  await act(() => engine.whenStarted());
  await act(() => engine.runOnce());
};

const editor = () => screen.findByTestId('event-editor');

beforeEach(async () => {
  await resetDb();
  const made = eventsServer();
  server = made.server;
  globalThis.fetch = made.fetch;
});

afterEach(stopAllEngines);

describe('event fields', () => {
  it('want a title, a date and a start; an end not before the start', () => {
    const empty = eventSchema({ mayChooseClub: true }).safeParse(eventValues(null));
    expect(empty.error!.issues.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(['title', 'date', 'start_time']),
    );
    const values = { ...eventValues(eventFixture() as never), end_time: '14:00' };
    const early = eventSchema({ mayChooseClub: true }).safeParse(values);
    expect(early.error!.issues.map((i) => i.path[0])).toEqual(['end_time']);
  });

  it('want a department from a department user, none from an admin', () => {
    const club = eventValues(eventFixture() as never);
    expect(eventSchema({ mayChooseClub: true }).safeParse(club).success).toBe(true);
    expect(eventSchema({ mayChooseClub: false }).safeParse(club).success).toBe(false);
  });

  it('keep an assembly’s notice from its first publication, as the server does', () => {
    const assembly = eventFixture({
      kind: 'assembly',
      date: '2099-03-10',
      notice_days: 14,
      published: false,
      announced_on: null,
    });
    const published = { ...eventValues(assembly as never), published: true };
    const rules = (current: Parameters<typeof eventSchema>[0]['current']) =>
      eventSchema({ mayChooseClub: true, current, today: '2099-03-01' });
    // Published today for a date nine days ahead: too soon.
    const soon = rules(assembly).safeParse(published);
    expect(soon.error!.issues.map((i) => i.path[0])).toEqual(['date']);
    expect(rules(null).safeParse(published).success).toBe(false);
    // Cancelled, or a draft: no invitation goes out.
    expect(rules(assembly).safeParse({ ...published, cancelled: true }).success).toBe(true);
    expect(rules(assembly).safeParse({ ...published, published: false }).success).toBe(true);
    // Announced long ago and not moved: the notice was kept.
    const announced = { ...assembly, published: true, announced_on: '2099-01-01' };
    expect(rules(announced).safeParse(published).success).toBe(true);
  });
});

describe('EventDetailsPage', () => {
  it('saves an edit through the outbox with the whole event and its version as If-Match', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = await editor();
    const title = within(form).getByRole('textbox', { name: /^Titel/ });
    await user.clear(title);
    await user.type(title, 'Sommerfest am See');
    await user.click(screen.getByTestId('event-submit'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    const [row] = await listOutbox('u1');
    expect(row).toMatchObject({
      kind: 'update',
      method: 'PUT',
      path: '/api/events',
      baseVersion: 1,
      body: {
        _id: 'e1',
        title: 'Sommerfest am See',
        kind: 'party',
        department_id: null,
        date: '2099-07-03',
        start_time: '15:00',
        place: 'Festzelt am Sportplatz',
        published: true,
        cancelled: false,
      },
    });
    await sendQueue();
    const put = server.log.find((entry) => entry.method === 'PUT');
    expect(put).toMatchObject({ path: '/api/events', status: 200 });
    expect(put!.headers['If-Match']).toBe('"1"');
  });

  it('shows the server’s 400 message at its field', async () => {
    const user = userEvent.setup();
    const date =
      'Die Satzung verlangt eine Einladung mindestens 14 Tage vorher: angekündigt am 01.07.2099, findet die Versammlung frühestens am 15.07.2099 statt.';
    server.use(
      http.put('/api/events', () =>
        fail(400, 'VALIDATION_FAILED', 'Bitte prüfe die markierten Angaben zum Termin.', {
          details: { date },
        }),
      ),
    );
    renderPage();
    const form = await editor();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /^Art/ }),
      'Mitgliederversammlung',
    );
    await user.click(screen.getByTestId('event-submit'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    await sendQueue();
    expect(await screen.findByText(date)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Datum/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the agenda and the notice for an assembly only, and sends the items in order', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = await editor();
    expect(within(form).queryByTestId('event-assembly')).toBeNull();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /^Art/ }),
      'Mitgliederversammlung',
    );
    const assembly = await within(form).findByTestId('event-assembly');
    expect(within(assembly).getByRole('spinbutton', { name: /^Einladungsfrist/ })).toHaveValue(14);
    expect(within(assembly).getByText('Noch keine Tagesordnungspunkte.')).toBeInTheDocument();
    for (const text of ['Begrüßung', 'Kassenbericht', 'Wahlen']) {
      await user.click(within(assembly).getByTestId('event-agenda-add'));
      const items = within(assembly).getAllByRole('textbox', { name: /^TOP/ });
      await user.type(items[items.length - 1]!, text);
    }
    await user.click(within(assembly).getByRole('button', { name: 'TOP 3 nach oben' }));
    await user.click(within(assembly).getByRole('button', { name: 'TOP 1 entfernen' }));
    await user.click(screen.getByTestId('event-submit'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    expect((await listOutbox('u1'))[0]!.body).toMatchObject({
      kind: 'assembly',
      agenda: ['Wahlen', 'Kassenbericht'],
      notice_days: 14,
    });
  });

  it('cancels an event with a note', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = await editor();
    expect(within(form).queryByRole('textbox', { name: /^Hinweis zur Absage/ })).toBeNull();
    await user.click(within(form).getByRole('switch', { name: 'Abgesagt' }));
    await user.type(
      within(form).getByRole('textbox', { name: /^Hinweis zur Absage/ }),
      'Wegen Unwetters abgesagt.',
    );
    await user.click(screen.getByTestId('event-submit'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    expect((await listOutbox('u1'))[0]!.body).toMatchObject({
      cancelled: true,
      cancel_note: 'Wegen Unwetters abgesagt.',
    });
  });

  it('deletes the event after asking, and goes back to the list', async () => {
    const user = userEvent.setup();
    renderPage();
    await editor();
    await user.click(screen.getByTestId('event-delete'));
    const dialog = await screen.findByTestId('event-delete-dialog');
    expect(dialog).toHaveTextContent('Termin „Sommerfest“ löschen?');
    await user.click(screen.getByTestId('event-delete-confirm'));
    expect(await screen.findByText('Terminliste')).toBeInTheDocument();
    expect(await listOutbox('u1')).toMatchObject([
      { kind: 'remove', method: 'DELETE', path: '/api/events/e1' },
    ]);
  });

  it('says that an event the server does not list does not exist', async () => {
    renderPage('7d1c6a53-9f0e-4a51-8d0b-3f2f1c9f0a11');
    expect(await screen.findByText('Diesen Termin gibt es nicht (mehr).')).toBeInTheDocument();
  });
});
