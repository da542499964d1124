import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimeSlotEditor } from '@/features/timeslots/components/TimeSlotEditor';
import { validateTimeSlot } from '@/features/timeslots/components/timeSlotValidation';
import { renderAccount, userWith } from '@/testing/renderAccount';
import { db } from '@/offline/db';
import { listOutbox } from '@/offline/outbox';
import type { LocalTimeSlot } from '@/features/timeslots/offline';
import { createTimeSlot, resetDb } from '@/offline/testing';
import type { Role } from '@/api/types';
import { FixtureStore } from '@/testing/fixtures';
import { TestServer } from '@/testing/handlers';

const slot = (over: Partial<LocalTimeSlot>): LocalTimeSlot => ({
  _id: 't1',
  course: 'c1',
  workshop: null,
  day: 'Mittwoch',
  start: '18:00',
  end: '19:00',
  venue: null,
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

  function renderEditor(times: LocalTimeSlot[], roles: Role[] = ['course']) {
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
      { user: userWith(roles), path: '/de/account' },
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

  describe('a slot the server refused because its venue is taken (409 SLOT_OVERLAP)', () => {
    const SENTENCE =
      'Die Sportstätte „Turnhalle Lindenschule“ ist am Montag von 15:30 bis 16:30 belegt: Kinderturnen Minis.';

    /** A slot made on the device whose create the server refused, as the sync engine leaves it. */
    async function refusedSlot(): Promise<LocalTimeSlot> {
      const id = await createTimeSlot('u1', 'c1', {
        day: 'Montag',
        start: '16:00',
        end: '17:00',
        location: 'Turnhalle Lindenschule',
      });
      await db.outbox.toCollection().modify({
        sent: { headers: {}, body: null },
        status: 'rejected',
        errorCode: 'SLOT_OVERLAP',
        lastError: SENTENCE,
      });
      return slot({
        _id: id,
        day: 'Montag',
        start: '16:00',
        end: '17:00',
        location: 'Turnhalle Lindenschule',
        serverVersion: null,
      });
    }

    it('shows a trainer the server’s sentence under the slot, without a way around it', async () => {
      renderEditor([await refusedSlot(), slot({ _id: 'other' })]);
      const refusal = await screen.findByTestId('time-slot-overlap');
      expect(refusal).toHaveTextContent('Nicht gespeichert: Sportstätte belegt');
      expect(refusal).toHaveTextContent(SENTENCE);
      expect(refusal).toHaveTextContent('Wähle eine andere Zeit oder einen anderen Ort');
      expect(within(refusal).queryByRole('button')).not.toBeInTheDocument();
      // Only under the refused slot.
      expect(screen.getAllByTestId('time-slot-overlap')).toHaveLength(1);
      const rows = screen.getAllByTestId('time-slot-row');
      expect(rows[0]).toHaveAttribute('data-refused', 'overlap');
      expect(rows[1]).not.toHaveAttribute('data-refused');
      // The refused slot never reached the server: no training of it to cancel; the other has.
      expect(within(rows[0]!).queryByTestId('time-slot-cancel')).not.toBeInTheDocument();
      expect(within(rows[1]!).getByTestId('time-slot-cancel')).toBeInTheDocument();
    });

    it('lets an admin save it anyway with a reason of at least 3 characters, as a new request', async () => {
      const user = userEvent.setup();
      const refused = await refusedSlot();
      const [before] = await listOutbox('u1');
      renderEditor([refused], ['admin']);
      await user.click(
        await screen.findByRole('button', { name: 'Trotzdem speichern: Montag 16:00–17:00' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Trotz Überschneidung speichern?' });
      expect(dialog).toHaveTextContent(SENTENCE);
      const reason = within(dialog).getByRole('textbox', { name: /Begründung/ });
      await user.type(reason, 'ok');
      await user.tab();
      expect(await within(dialog).findByText('Bitte gib mindestens 3 Zeichen ein.')).toBeVisible();
      expect(within(dialog).getByTestId('time-slot-override-save')).toBeDisabled();

      await user.type(reason, ' – beide Gruppen teilen die Halle');
      await user.click(within(dialog).getByTestId('time-slot-override-save'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const [row] = await listOutbox('u1');
      expect(row).toMatchObject({
        status: 'pending',
        sent: null,
        errorCode: null,
        method: 'POST',
        body: {
          _id: refused._id,
          course: 'c1',
          day: 'Montag',
          start: '16:00',
          overlap_reason: 'ok – beide Gruppen teilen die Halle',
        },
      });
      expect(row!.id).not.toBe(before!.id);
      await waitFor(() =>
        expect(screen.queryByTestId('time-slot-overlap')).not.toBeInTheDocument(),
      );
    });
  });
});
