import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_STORAGE_KEY } from '@/auth/session';
import { addDays, berlinToday, formatCalendarDate } from '@/components/format/calendarDates';
import { TrialTrainingSection } from '@/features/trialBookings/components/TrialTrainingSection';
import { getRecord, storeServerRecord } from '@/offline/localStore';
import { listOutbox } from '@/offline/outbox';
import { resetDb, stopAllEngines, testEngine } from '@/offline/testing';
import { courseFixture, FixtureStore, slotFixture, trialBookingFixture } from '@/testing/fixtures';
import { TestServer } from '@/testing/handlers';
import { renderAccount, userWith } from '@/testing/renderAccount';

const today = berlinToday();
const nextWeek = addDays(today, 7);
const slots = [
  slotFixture({ _id: 't1', start: '17:00', end: '18:30', location: 'Turnhalle' }),
  slotFixture({ _id: 't2', day: 'Mittwoch', start: '19:00', end: '20:00', location: 'Halle 2' }),
];

let server: TestServer;

const seed = (bookings = defaultBookings()) =>
  new TestServer(
    new FixtureStore({
      courses: [courseFixture({ trial_places: 2 })],
      times: slots,
      trialBookings: bookings,
    }),
  );

function defaultBookings() {
  return [
    trialBookingFixture({ _id: 'b1', date: today, name: 'Erika Mustermann', age: 30 }),
    trialBookingFixture({
      _id: 'b2',
      date: today,
      name: 'Paul Klein',
      age: 8,
      guardian_name: 'Max Klein',
      status: 'waiting',
      waiting_position: 1,
    }),
    trialBookingFixture({ _id: 'b3', date: nextWeek, slot: 't2', name: 'Lena Neu', version: 4 }),
    // Another course's booking.
    trialBookingFixture({ _id: 'b9', course: 'c2', date: today, name: 'Fremd' }),
  ];
}

beforeEach(async () => {
  await resetDb();
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(['course'])));
  server = seed();
  globalThis.fetch = server.fetch;
  await storeServerRecord('u1', 'course', courseFixture({ trial_places: 2 }));
});

afterEach(stopAllEngines);

const renderSection = () =>
  renderAccount(
    [
      {
        index: true,
        element: <TrialTrainingSection courseId="c1" trialPlaces={2} times={slots} />,
      },
    ],
    { user: userWith(['course']), path: '/de/account' },
  );

const training = (text: string) =>
  screen.getAllByTestId('trial-training').find((item) => item.textContent?.includes(text))!;

const sendQueue = async () => {
  const { engine } = testEngine({ fetch: server.fetch });
  engine.start('u1');
  await act(() => engine.whenStarted());
  await act(() => engine.runOnce());
};

describe('TrialTrainingSection', () => {
  it('lists the bookings by training with age, guardian and status; "war da" only for confirmed ones of a training that has begun', async () => {
    renderSection();
    const groups = await screen.findAllByTestId('trial-training');
    expect(groups).toHaveLength(2);
    const todays = training(`${formatCalendarDate(today, 'de')}, 17:00–18:30`);
    expect(todays).toHaveTextContent('heute');
    expect(todays).toHaveTextContent('Turnhalle · 1 von 2 Plätzen belegt · 1 auf der Warteliste');
    const rows = within(todays).getAllByTestId('trial-booking');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Erika Mustermann.*30 Jahre.*Bestätigt/),
      expect.stringMatching(
        /Paul Klein.*8 Jahre · Erziehungsberechtigt: Max Klein.*Warteliste, Platz 1/,
      ),
    ]);
    expect(
      within(rows[0]!).getByRole('switch', { name: 'Erika Mustermann war da' }),
    ).not.toBeChecked();
    expect(within(rows[1]!).queryByRole('switch')).toBeNull();
    // Next week's training has not begun: nobody can have come yet.
    const later = training(`${formatCalendarDate(nextWeek, 'de')}, 19:00–20:00`);
    expect(within(later).getByTestId('trial-booking')).toHaveTextContent('Lena Neu');
    expect(within(later).queryByRole('switch')).toBeNull();
    expect(screen.queryByText('Fremd')).toBeNull();
  });

  it('marks who came through the outbox with If-Match on the booking’s version; the server has it once sent', async () => {
    const user = userEvent.setup();
    renderSection();
    const toggle = await screen.findByRole('switch', { name: 'Erika Mustermann war da' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await listOutbox('u1')).toMatchObject([
      {
        kind: 'update',
        method: 'PUT',
        path: '/api/trials/attendance',
        body: { _id: 'b1', attended: true },
        baseVersion: 1,
        ifMatch: true,
      },
    ]);
    expect(await screen.findByTestId('trial-booking-unsynced')).toBeInTheDocument();

    await sendQueue();
    await waitFor(() => expect(screen.queryByTestId('trial-booking-unsynced')).toBeNull());
    expect(server.store.trialBookings.get('b1')).toMatchObject({ attended: true, version: 2 });
    const put = server.log.find((entry) => entry.path === '/api/trials/attendance');
    expect(put?.headers['If-Match']).toBe('"1"');
    expect(await getRecord('u1', 'trialBooking', 'b1')).toMatchObject({
      attended: true,
      serverVersion: 2,
    });
  });

  it('shows a conflict on the row when someone else changed the booking meanwhile (412)', async () => {
    const user = userEvent.setup();
    renderSection();
    const toggle = await screen.findByRole('switch', { name: 'Erika Mustermann war da' });
    server.store.edit('trialBookings', 'b1', { attended: false });
    await user.click(toggle);
    await sendQueue();
    const row = toggle.closest('li')!;
    expect(
      await within(row as HTMLElement).findByTestId('trial-booking-conflict'),
    ).toHaveTextContent('Konflikt');
    expect(await listOutbox('u1')).toMatchObject([{ status: 'conflict' }]);
  });

  it('cancels a booking after asking, through the outbox', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Anmeldung absagen: Paul Klein' }));
    const dialog = await screen.findByTestId('trial-cancel-dialog');
    expect(dialog).toHaveTextContent(
      `Paul Klein bekommt eine E-Mail, dass die Übungsleitung die Anmeldung zum Training am ${formatCalendarDate(today, 'de')} zurückgenommen hat.`,
    );
    // Paul waits: he holds no place that would go to the next on the list.
    expect(dialog).not.toHaveTextContent('Warteliste');
    await user.click(screen.getByTestId('trial-cancel-confirm'));
    await waitFor(() => expect(screen.queryByText('Paul Klein')).toBeNull());
    expect(await listOutbox('u1')).toMatchObject([
      { kind: 'remove', method: 'DELETE', path: '/api/trial/b2', ifMatch: false },
    ]);
    await sendQueue();
    expect(server.store.trialBookings.has('b2')).toBe(false);
  });

  it('says so when there are no bookings yet', async () => {
    server = seed([]);
    globalThis.fetch = server.fetch;
    renderSection();
    expect(await screen.findByTestId('trial-bookings-empty')).toHaveTextContent(
      'Noch keine Anmeldungen.',
    );
  });

  it('says so when the bookings cannot be loaded and the device has none', async () => {
    server.offline = true;
    renderSection();
    expect(
      await screen.findByText('Die Anmeldungen konnten nicht geladen werden.'),
    ).toBeInTheDocument();
  });

  it('keeps the list on the device: offline after one online visit, the bookings are there', async () => {
    const first = renderSection();
    await screen.findAllByTestId('trial-training');
    first.unmount();
    server.offline = true;
    renderSection();
    expect(
      await screen.findByRole('switch', { name: 'Erika Mustermann war da' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Keine Verbindung zum Server – du siehst die Anmeldungen vom letzten Abruf.',
      ),
    ).toBeInTheDocument();
  });
});

describe('TrialPlacesField', () => {
  it('saves the trial places through the outbox without If-Match; the course’s version stays', async () => {
    const user = userEvent.setup();
    renderSection();
    const input = await screen.findByRole('spinbutton', {
      name: 'Probetrainingsplätze pro Training',
    });
    await waitFor(() => expect(input).toHaveValue(2));
    await user.clear(input);
    await user.type(input, '4');
    await user.click(screen.getByRole('button', { name: 'Plätze speichern' }));
    await waitFor(async () =>
      expect(await listOutbox('u1')).toMatchObject([
        {
          kind: 'update',
          method: 'PUT',
          path: '/api/trials/places',
          body: { _id: 'c1', trial_places: 4 },
          ifMatch: false,
        },
      ]),
    );
    // The list counts with the new number at once.
    await waitFor(() =>
      expect(training(formatCalendarDate(today, 'de'))).toHaveTextContent('1 von 4 Plätzen belegt'),
    );

    await sendQueue();
    await waitFor(async () => expect(await listOutbox('u1')).toEqual([]));
    const put = server.log.find((entry) => entry.path === '/api/trials/places');
    expect(put?.headers['If-Match']).toBeUndefined();
    expect(server.store.courses.get('c1')).toMatchObject({ trial_places: 4, version: 3 });
    expect(input).toHaveValue(4);
  });

  it('refuses what is not a whole number from 0 to 50, and queues nothing', async () => {
    const user = userEvent.setup();
    renderSection();
    const input = await screen.findByRole('spinbutton', {
      name: 'Probetrainingsplätze pro Training',
    });
    await user.clear(input);
    await user.type(input, '51');
    await user.click(screen.getByRole('button', { name: 'Plätze speichern' }));
    expect(
      await screen.findByText('Bitte eine ganze Zahl von 0 bis 50 eingeben.'),
    ).toBeInTheDocument();
    expect(await listOutbox('u1')).toEqual([]);
  });
});
