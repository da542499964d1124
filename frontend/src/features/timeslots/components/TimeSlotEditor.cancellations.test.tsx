import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_STORAGE_KEY } from '@/auth/session';
import { addDays, berlinToday, formatCalendarDate } from '@/components/format/calendarDates';
import { cancellableDates } from '@/features/timeslots/components/CancelTrainingDialog';
import { TimeSlotEditor } from '@/features/timeslots/components/TimeSlotEditor';
import type { LocalTimeSlot } from '@/features/timeslots/offline';
import { getRecord, storeServerRecord } from '@/offline/localStore';
import { listOutbox } from '@/offline/outbox';
import { resetDb, slotFixture, stopAllEngines, testEngine } from '@/offline/testing';
import { rowsWithChildren } from '@/offline/useOutboxRows';
import { cancellationFixture, courseFixture, FixtureStore } from '@/testing/fixtures';
import { TestServer, fail, http } from '@/testing/handlers';
import { renderAccount, userWith } from '@/testing/renderAccount';

const today = berlinToday();
const mondays = cancellableDates('Montag', today, []);
const shown = (date: string, reason: string) =>
  `Fällt aus am ${formatCalendarDate(date, 'de')}: ${reason}`;
const monday: LocalTimeSlot = { ...slotFixture({ _id: 't1', day: 'Montag' }), serverVersion: 1 };
const tuesday: LocalTimeSlot = {
  ...slotFixture({ _id: 't2', day: 'Dienstag', start: '18:00', end: '19:00' }),
  serverVersion: 1,
};

let server: TestServer;

beforeEach(async () => {
  await resetDb();
  // The device's user: what a list answers is stored for them (never for another user).
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(['course'])));
  server = new TestServer(
    new FixtureStore({
      courses: [courseFixture()],
      times: [monday, tuesday],
      cancellations: [
        cancellationFixture({ _id: 'x1', slot: 't1', date: mondays[1]!, reason: 'Halle gesperrt' }),
        // Over: the device shows what is not (the server lists from today on).
        cancellationFixture({ _id: 'x0', slot: 't1', date: addDays(today, -7), reason: 'Vorbei' }),
        // Another course's.
        cancellationFixture({ _id: 'x9', course: 'c2', slot: 't9', reason: 'Anderswo' }),
      ],
    }),
  );
  globalThis.fetch = server.fetch;
  // The editor's course as the device holds it: published.
  await storeServerRecord('u1', 'course', courseFixture({ state: 'published' }));
});

afterEach(stopAllEngines);

const renderEditor = () =>
  renderAccount(
    [
      {
        index: true,
        element: (
          <TimeSlotEditor
            ownerKey="course"
            ownerId="c1"
            defaultLocation="Halle 1"
            times={[tuesday, monday]}
          />
        ),
      },
    ],
    { user: userWith(['course']), path: '/de/account' },
  );

const slotRow = (day: string) =>
  screen.getAllByTestId('time-slot-row').find((row) => row.textContent?.startsWith(day))!;

describe('TimeSlotEditor: cancelled trainings', () => {
  it('shows each slot’s upcoming cancellations under it and takes one back through the outbox', async () => {
    const user = userEvent.setup();
    renderEditor();
    const item = await screen.findByTestId('cancellation-item');
    expect(item).toHaveTextContent(shown(mondays[1]!, 'Halle gesperrt'));
    expect(within(slotRow('Montag')).getAllByTestId('cancellation-item')).toHaveLength(1);
    expect(within(slotRow('Dienstag')).queryByTestId('cancellation-item')).toBeNull();
    expect(screen.queryByText(/Vorbei|Anderswo/)).toBeNull();

    await user.click(
      within(item).getByRole('button', {
        name: `Absage zurücknehmen: ${formatCalendarDate(mondays[1]!, 'de')}`,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('cancellation-item')).toBeNull());
    expect(await listOutbox('u1')).toMatchObject([
      { kind: 'remove', method: 'DELETE', path: '/api/cancellation/x1', ifMatch: false },
    ]);
  });

  it('cancels a training: shown at once, waiting for the connection, without making the course “changed”', async () => {
    const user = userEvent.setup();
    renderEditor();
    await screen.findByTestId('cancellation-item');
    await user.click(screen.getByRole('button', { name: 'Training absagen: Montag 17:00–18:00' }));
    const date = await screen.findByRole('combobox', { name: /Termin/ });
    // The cancelled Monday is not offered again.
    expect(
      within(date).queryByRole('option', { name: formatCalendarDate(mondays[1]!, 'de') }),
    ).toBeNull();
    await user.selectOptions(date, mondays[0]!);
    await user.type(screen.getByRole('textbox', { name: /Grund/ }), 'Turnier in der Halle');
    await user.click(screen.getByTestId('cancel-training-save'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The new row comes from the device's store (a live query): on a busy machine a moment later.
    await waitFor(() =>
      expect(
        within(slotRow('Montag'))
          .getAllByTestId('cancellation-item')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringContaining(shown(mondays[0]!, 'Turnier in der Halle')),
        expect.stringContaining(shown(mondays[1]!, 'Halle gesperrt')),
      ]),
    );
    const items = within(slotRow('Montag')).getAllByTestId('cancellation-item');
    expect(await within(items[0]!).findByTestId('cancellation-unsynced')).toHaveTextContent(
      'Nicht synchronisiert',
    );
    const rows = await listOutbox('u1');
    expect(rows).toMatchObject([
      {
        kind: 'create',
        method: 'POST',
        path: '/api/cancellations',
        parent: 'c1',
        body: { course: 'c1', slot: 't1', date: mondays[0], reason: 'Turnier in der Halle' },
      },
    ]);
    // News, not content: the course stays published, its publish actions do not wait for it.
    expect(await getRecord('u1', 'course', 'c1')).toMatchObject({ state: 'published' });
    expect(rowsWithChildren(rows, { type: 'course', id: 'c1' })).toEqual([]);

    // Sent: the server has it, the row and the waiting state are gone.
    const { engine } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await act(() => engine.whenStarted());
    await act(() => engine.runOnce());
    await waitFor(() => expect(screen.queryByTestId('cancellation-unsynced')).toBeNull());
    expect([...server.store.cancellations.values()]).toContainEqual(
      expect.objectContaining({ course: 'c1', slot: 't1', date: mondays[0] }),
    );
    expect(await listOutbox('u1')).toEqual([]);
  });

  it('offline: says it was saved on the device, and the list is there after one online visit', async () => {
    const user = userEvent.setup();
    const first = renderEditor();
    await screen.findByTestId('cancellation-item');
    first.unmount();

    server.offline = true;
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderEditor();
      expect(await screen.findByTestId('cancellation-item')).toHaveTextContent(
        shown(mondays[1]!, 'Halle gesperrt'),
      );
      await user.click(
        screen.getByRole('button', { name: 'Training absagen: Dienstag 18:00–19:00' }),
      );
      const tuesdays = cancellableDates('Dienstag', today, []);
      await user.selectOptions(
        await screen.findByRole('combobox', { name: /Termin/ }),
        tuesdays[3]!,
      );
      await user.type(screen.getByRole('textbox', { name: /Grund/ }), 'Ferien');
      await user.click(screen.getByTestId('cancel-training-save'));
      expect(await screen.findByTestId('flash-message')).toHaveTextContent(
        'Offline gespeichert – wird gesendet, sobald du wieder online bist.',
      );
      const item = await within(slotRow('Dienstag')).findByTestId('cancellation-item');
      expect(item).toHaveTextContent(shown(tuesdays[3]!, 'Ferien'));
      expect(within(item).getByTestId('cancellation-unsynced')).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('shows the server’s refusal on the cancellation, and taking it back drops it without a request', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/cancellations', () =>
        fail(409, 'CONFLICT', 'Dieses Training ist schon abgesagt.'),
      ),
    );
    renderEditor();
    await screen.findByTestId('cancellation-item');
    await user.click(screen.getByRole('button', { name: 'Training absagen: Montag 17:00–18:00' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: /Termin/ }), mondays[4]!);
    await user.type(screen.getByRole('textbox', { name: /Grund/ }), 'Hallenfest');
    await user.click(screen.getByTestId('cancel-training-save'));
    await waitFor(() => expect(screen.getAllByTestId('cancellation-item')).toHaveLength(2));

    const { engine } = testEngine({ fetch: server.fetch });
    engine.start('u1');
    await act(() => engine.whenStarted());
    await act(() => engine.runOnce());
    const refused = await screen.findByTestId('cancellation-rejected');
    expect(refused).toHaveTextContent('Abgelehnt: Dieses Training ist schon abgesagt.');
    expect(await listOutbox('u1')).toMatchObject([{ status: 'rejected', errorCode: 'CONFLICT' }]);

    const before = server.log.length;
    await user.click(within(refused.closest('li')!).getByTestId('cancellation-restore'));
    await waitFor(() => expect(screen.getAllByTestId('cancellation-item')).toHaveLength(1));
    expect(await listOutbox('u1')).toEqual([]);
    await act(() => engine.runOnce());
    expect(server.log.slice(before).filter((entry) => entry.method !== 'GET')).toEqual([]);
  });
});
