import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimeSlotEditor } from '@/features/timeslots/components/TimeSlotEditor';
import { validateTimeSlot } from '@/features/timeslots/components/timeSlotValidation';
import { renderAccount, userWith } from '@/testing/renderAccount';
import { db } from '@/offline/db';
import { listOutbox } from '@/offline/outbox';
import type { LocalTimeSlot } from '@/features/timeslots/offline';
import { resetDb } from '@/offline/testing';
import { FixtureStore } from '@/testing/fixtures';
import { TestServer } from '@/testing/handlers';

const slot = (over: Partial<LocalTimeSlot>): LocalTimeSlot => ({
  _id: 't1',
  course: 'c1',
  workshop: null,
  day: 'Mittwoch',
  start: '18:00',
  end: '19:00',
  location: 'Halle 1',
  version: 1,
  serverVersion: 1,
  ...over,
});

describe('validateTimeSlot', () => {
  it('wants HH:mm and an end after the start', () => {
    const ok = { day: 'Montag', start: '17:00', end: '18:30', location: 'Halle 1' } as const;
    expect(validateTimeSlot(ok)).toEqual({});
    expect(validateTimeSlot({ ...ok, start: '7:00' }).start).toBe('validation.time');
    expect(validateTimeSlot({ ...ok, end: '24:00' }).end).toBe('validation.time');
    expect(validateTimeSlot({ ...ok, end: '17:00' }).end).toBe('validation.endAfterStart');
    expect(validateTimeSlot({ ...ok, end: '16:59' }).end).toBe('validation.endAfterStart');
    expect(validateTimeSlot({ ...ok, day: '' }).day).toBe('validation.required');
    expect(validateTimeSlot({ ...ok, location: 'H' }).location).toBe('validation.min3');
  });
});

describe('TimeSlotEditor', () => {
  beforeEach(async () => {
    await resetDb();
    globalThis.fetch = new TestServer(new FixtureStore()).fetch;
  });

  function renderEditor(times: LocalTimeSlot[]) {
    return renderAccount(
      [
        {
          index: true,
          element: (
            <TimeSlotEditor
              ownerKey="course"
              ownerId="c1"
              defaultLocation="Halle 1"
              times={times}
            />
          ),
        },
      ],
      { user: userWith(['course']), path: '/de/account' },
    );
  }

  it('lists the slots Montag to Sonntag', async () => {
    renderEditor([
      slot({ _id: 'a', day: 'Sonntag' }),
      slot({ _id: 'b', day: 'Montag' }),
      slot({ _id: 'c', day: 'Mittwoch' }),
    ]);
    const rows = await screen.findAllByTestId('time-slot-row');
    expect(rows.map((r) => r.textContent?.split(' ')[0])).toEqual([
      'Montag',
      'Mittwoch',
      'Sonntag',
    ]);
  });

  it('refuses an end before the start and a time that is not HH:mm, then queues a valid slot', async () => {
    const user = userEvent.setup();
    renderEditor([]);
    await user.click(await screen.findByRole('button', { name: 'Zeit hinzufügen' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Wochentag/ }), 'Dienstag');
    await user.type(screen.getByRole('textbox', { name: /Beginn/ }), '18:00');
    await user.type(screen.getByRole('textbox', { name: /Ende/ }), '17:30');
    await user.click(screen.getByTestId('time-slot-save'));
    expect(await screen.findByText('Das Ende muss nach dem Beginn liegen')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Ende/ }));
    await user.type(screen.getByRole('textbox', { name: /Ende/ }), '9:5');
    expect(screen.getByText('Uhrzeit im Format HH:mm')).toBeInTheDocument();
    expect(await listOutbox('u1')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /Ende/ }));
    await user.type(screen.getByRole('textbox', { name: /Ende/ }), '19:30');
    await user.click(screen.getByTestId('time-slot-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    const [row] = await listOutbox('u1');
    expect(row).toMatchObject({
      method: 'POST',
      path: '/api/times',
      body: { course: 'c1', day: 'Dienstag', start: '18:00', end: '19:30', location: 'Halle 1' },
    });
    expect(await db.records.where({ userId: 'u1' }).count()).toBe(1);
  });
});
