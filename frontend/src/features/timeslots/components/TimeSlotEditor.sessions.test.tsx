import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCalendarDate } from '@/components/format/calendarDates';
import { formatSessionDate } from '@/components/format/sessionDate';
import { TimeSlotEditor } from '@/features/timeslots/components/TimeSlotEditor';
import {
  validateTimeSlot,
  type TimeSlotValues,
} from '@/features/timeslots/components/timeSlotValidation';
import { timeEntity, type LocalTimeSlot } from '@/features/timeslots/offline';
import { i18n } from '@/i18n';
import { storeServerRecord } from '@/offline/localStore';
import { listOutbox } from '@/offline/outbox';
import { resetDb } from '@/offline/testing';
import { FixtureStore, locationFixture, slotFixture } from '@/testing/fixtures';
import { TestServer } from '@/testing/handlers';
import { renderAccount, userWith } from '@/testing/renderAccount';

const session = (over: Partial<LocalTimeSlot>): LocalTimeSlot => ({
  ...slotFixture({ course: null, workshop: 'w1', location: 'Turnhalle Lindenschule' }),
  serverVersion: 1,
  ...over,
});
// 2099-03-14 is a Saturday, 2020-03-14 too.
const coming = session({ _id: 's2', day: 'Samstag', date: '2099-03-14', start: '09:00' });
const later = session({ _id: 's3', day: 'Samstag', date: '2099-07-11', start: '10:00' });
const over = session({ _id: 's1', day: 'Samstag', date: '2020-03-14', start: '09:00' });
const undated = session({ _id: 's0', day: 'Freitag', date: null, start: '17:00', end: '18:00' });

beforeEach(async () => {
  await resetDb();
  globalThis.fetch = new TestServer(new FixtureStore({ locations: [locationFixture()] })).fetch;
});

function renderEditor(times: LocalTimeSlot[], owner: 'workshop' | 'course' = 'workshop') {
  return renderAccount(
    [
      {
        index: true,
        element: (
          <TimeSlotEditor
            ownerKey={owner}
            ownerId={owner === 'workshop' ? 'w1' : 'c1'}
            defaultLocation="Turnhalle Lindenschule"
            times={times}
          />
        ),
      },
    ],
    { user: userWith(['workshop']), path: '/de/account' },
  );
}

const rowOf = (text: string) =>
  screen.getAllByTestId('time-slot-row').find((row) => row.textContent?.includes(text))!;

describe('validateTimeSlot for a workshop’s session', () => {
  const ok: TimeSlotValues = {
    day: '',
    date: '2099-03-14',
    start: '09:00',
    end: '16:00',
    venue: 'l1',
    location: '',
  };

  it('wants a real date instead of a weekday', () => {
    expect(validateTimeSlot(ok, true)).toEqual({});
    expect(validateTimeSlot({ ...ok, date: '' }, true).date).toBe('validation.required');
    expect(validateTimeSlot({ ...ok, date: '2099-02-30' }, true).date).toBe('times.dateInvalid');
    // A course's time wants its weekday, and no date.
    expect(validateTimeSlot(ok).day).toBe('validation.required');
  });
});

describe('TimeSlotEditor of a workshop: its sessions', () => {
  it('lists the sessions by date in words, marks those that are over and those without a date', async () => {
    renderEditor([later, over, coming, undated]);
    expect(await screen.findByRole('heading', { name: 'Termine' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Termin hinzufügen' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('time-slot-row');
    // Each row starts with its name: up to the end time.
    expect(rows.map((row) => /^.*?–\d\d:\d\d/.exec(row.textContent ?? '')?.[0])).toEqual([
      'Freitag 17:00–18:00',
      'Sa., 14. März 2020 · 09:00–18:00',
      'Sa., 14. März 2099 · 09:00–18:00',
      'Sa., 11. Juli 2099 · 10:00–18:00',
    ]);
    expect(rows[2]).toHaveTextContent('Sa., 14. März 2099 · 09:00–18:00 · Turnhalle Lindenschule');

    // Over: marked, and no training of it left to cancel.
    const past = rowOf('14. März 2020');
    expect(within(past).getByTestId('time-slot-past')).toHaveTextContent('vorbei');
    expect(within(past).queryByTestId('time-slot-cancel')).toBeNull();
    expect(within(rowOf('14. März 2099')).queryByTestId('time-slot-past')).toBeNull();
    expect(within(rowOf('14. März 2099')).getByTestId('time-slot-cancel')).toBeInTheDocument();

    // Saved before sessions had dates: it asks for one.
    expect(within(rowOf('Freitag')).getByTestId('time-slot-undated')).toHaveTextContent(
      'Ohne Datum – bitte ein Datum eintragen',
    );
    expect(screen.getAllByTestId('time-slot-undated')).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Termin bearbeiten: Sa., 14. März 2099 · 09:00–18:00' }),
    ).toBeInTheDocument();
  });

  it('asks a new session for its date, not a weekday, and queues the date with its weekday', async () => {
    const user = userEvent.setup();
    renderEditor([]);
    expect(await screen.findByText('Noch keine Termine.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Termin hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termin hinzufügen' });
    expect(within(dialog).queryByRole('combobox', { name: /Wochentag/ })).toBeNull();
    const date = within(dialog).getByLabelText(/^Datum/);
    expect(date).toHaveAttribute('type', 'date');
    await user.type(within(dialog).getByRole('textbox', { name: /Beginn/ }), '09:00');
    await user.type(within(dialog).getByRole('textbox', { name: /Ende/ }), '16:00');
    await user.click(within(dialog).getByTestId('time-slot-save'));
    expect(await within(dialog).findByText('Dieses Feld wird benötigt')).toBeInTheDocument();
    expect(await listOutbox('u1')).toHaveLength(0);

    fireEvent.change(date, { target: { value: '2099-03-14' } });
    await user.click(within(dialog).getByTestId('time-slot-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    const [row] = await listOutbox('u1');
    expect(row).toMatchObject({
      method: 'POST',
      path: '/api/times',
      body: {
        workshop: 'w1',
        date: '2099-03-14',
        day: 'Samstag',
        start: '09:00',
        end: '16:00',
        venue: 'l1',
      },
    });
    // The outbox names the session by its date.
    expect(
      timeEntity.label(row!.body as Partial<LocalTimeSlot>, i18n.getFixedT('de', 'account')),
    ).toBe(`Termin ${formatCalendarDate('2099-03-14', 'de')} 09:00–16:00`);
  });

  it('opens a session without a date with an empty date, and its PUT carries the date entered', async () => {
    const user = userEvent.setup();
    await storeServerRecord('u1', 'time', undated);
    renderEditor([undated]);
    await user.click(
      await screen.findByRole('button', { name: 'Termin bearbeiten: Freitag 17:00–18:00' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Termin bearbeiten' });
    const date = within(dialog).getByLabelText(/^Datum/);
    expect(date).toHaveValue('');
    await user.click(within(dialog).getByTestId('time-slot-save'));
    expect(await within(dialog).findByText('Dieses Feld wird benötigt')).toBeInTheDocument();

    fireEvent.change(date, { target: { value: '2099-07-11' } });
    await user.click(within(dialog).getByTestId('time-slot-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    expect((await listOutbox('u1'))[0]).toMatchObject({
      method: 'PUT',
      path: '/api/times',
      body: { _id: 's0', date: '2099-07-11', day: 'Samstag', start: '17:00', end: '18:00' },
    });
  });

  it('offers only the session’s own date to cancel', async () => {
    const user = userEvent.setup();
    renderEditor([coming]);
    await user.click(
      await screen.findByRole('button', {
        name: 'Termin absagen: Sa., 14. März 2099 · 09:00–18:00',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Termin absagen' });
    const choice = within(dialog).getByRole('combobox', { name: /Termin/ });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte wählen', formatCalendarDate('2099-03-14', 'de')]);
    expect(choice).toHaveValue('2099-03-14');
  });

  it('keeps a course’s weekday and queues its time without a date', async () => {
    const user = userEvent.setup();
    renderEditor([], 'course');
    await user.click(await screen.findByRole('button', { name: 'Zeit hinzufügen' }));
    expect(screen.queryByLabelText(/^Datum/)).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: /Wochentag/ }), 'Montag');
    await user.type(screen.getByRole('textbox', { name: /Beginn/ }), '17:00');
    await user.type(screen.getByRole('textbox', { name: /Ende/ }), '18:00');
    await user.click(screen.getByTestId('time-slot-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    expect((await listOutbox('u1'))[0]!.body).toMatchObject({
      course: 'c1',
      day: 'Montag',
      date: null,
    });
  });
});

describe('formatSessionDate', () => {
  it('names the weekday, day, month and year in words', () => {
    expect(formatSessionDate('2099-03-14', 'de')).toBe('Samstag, 14. März 2099');
    expect(formatSessionDate('2099-03-14', 'de', 'short')).toBe('Sa., 14. März 2099');
    expect(formatSessionDate('2099-03-14', 'en')).toMatch(/^Saturday,? 14 March 2099$/);
  });
});
