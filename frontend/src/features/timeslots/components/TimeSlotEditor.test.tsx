import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimeSlotEditor } from '@/features/timeslots/components/TimeSlotEditor';
import {
  OTHER_PLACE,
  initialPlace,
  validateTimeSlot,
} from '@/features/timeslots/components/timeSlotValidation';
import { renderAccount, userWith } from '@/testing/renderAccount';
import { db } from '@/offline/db';
import { listOutbox } from '@/offline/outbox';
import type { LocalTimeSlot } from '@/features/timeslots/offline';
import { createTimeSlot, resetDb } from '@/offline/testing';
import type { Role } from '@/api/types';
import { FixtureStore, locationFixture } from '@/testing/fixtures';
import { storeReference } from '@/offline/references';
import { storeServerRecord } from '@/offline/localStore';
import { TestServer } from '@/testing/handlers';

const slot = (over: Partial<LocalTimeSlot>): LocalTimeSlot => ({
  _id: 't1',
  course: 'c1',
  workshop: null,
  day: 'Mittwoch',
  date: null,
  start: '18:00',
  end: '19:00',
  venue: null,
  location: 'Halle 1',
  version: 1,
  serverVersion: 1,
  ...over,
});

describe('validateTimeSlot', () => {
  const ok = {
    day: 'Montag',
    date: '',
    start: '17:00',
    end: '18:30',
    venue: 'l1',
    location: '',
  } as const;

  it('wants HH:mm and an end after the start', () => {
    expect(validateTimeSlot(ok)).toEqual({});
    expect(validateTimeSlot({ ...ok, start: '7:00' }).start).toBe('validation.time');
    expect(validateTimeSlot({ ...ok, end: '24:00' }).end).toBe('validation.time');
    expect(validateTimeSlot({ ...ok, end: '17:00' }).end).toBe('validation.endAfterStart');
    expect(validateTimeSlot({ ...ok, end: '16:59' }).end).toBe('validation.endAfterStart');
    expect(validateTimeSlot({ ...ok, day: '' }).day).toBe('validation.required');
  });

  it('wants a venue, or another place of at least three visible characters', () => {
    expect(validateTimeSlot({ ...ok, venue: '' }).venue).toBe('validation.required');
    const other = { ...ok, venue: OTHER_PLACE };
    expect(validateTimeSlot({ ...other, location: 'Stadtpark' })).toEqual({});
    expect(validateTimeSlot({ ...other, location: 'Pa' }).location).toBe('validation.min3');
    expect(validateTimeSlot({ ...other, location: '<b></b>' }).location).toBe(
      'validation.required',
    );
    expect(validateTimeSlot({ ...other, location: '\u200b \u200b' }).location).toBe(
      'validation.required',
    );
  });
});

describe('initialPlace', () => {
  const venues = [
    { _id: 'l1', name: 'Turnhalle Lindenschule' },
    { _id: 'l2', name: 'Sporthalle am Park' },
  ];

  it('starts a slot in its venue, a text from before venue ids in the venue it names', () => {
    expect(initialPlace({ venue: 'l2', location: 'Alter Name' }, venues)).toEqual({
      venue: 'l2',
      location: '',
    });
    expect(initialPlace({ location: ' turnhalle  LINDENSCHULE ' }, venues)).toEqual({
      venue: 'l1',
      location: '',
    });
    expect(initialPlace({ venue: null, location: 'Stadtpark' }, venues)).toEqual({
      venue: OTHER_PLACE,
      location: 'Stadtpark',
    });
    expect(initialPlace({ venue: null, location: '' }, venues)).toEqual({
      venue: '',
      location: '',
    });
  });
});

describe('TimeSlotEditor', () => {
  let server: TestServer;
  beforeEach(async () => {
    await resetDb();
    server = new TestServer(
      new FixtureStore({
        locations: [locationFixture(), locationFixture({ _id: 'l2', name: 'Sporthalle am Park' })],
      }),
    );
    globalThis.fetch = server.fetch;
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
              defaultLocation="Turnhalle Lindenschule"
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
    // The course's usual place names a venue: the new time starts there.
    expect(row).toMatchObject({
      method: 'POST',
      path: '/api/times',
      body: {
        course: 'c1',
        day: 'Dienstag',
        start: '18:00',
        end: '19:30',
        venue: 'l1',
        location: 'Turnhalle Lindenschule',
      },
    });
    expect(await db.records.where({ userId: 'u1' }).count()).toBe(1);
  });

  describe('where the time is: a venue of the list or another place', () => {
    async function openNew() {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Zeit hinzufügen' }));
      await user.selectOptions(screen.getByRole('combobox', { name: /Wochentag/ }), 'Freitag');
      await user.type(screen.getByRole('textbox', { name: /Beginn/ }), '17:00');
      await user.type(screen.getByRole('textbox', { name: /Ende/ }), '18:00');
      return user;
    }
    const venueBox = () => screen.getByRole('combobox', { name: /Sportstätte/ });

    it('lists the venues by name, then another place, and queues the chosen venue’s id', async () => {
      renderEditor([]);
      const user = await openNew();
      await waitFor(() =>
        expect(
          within(venueBox())
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual([
          'Bitte wählen',
          'Sporthalle am Park',
          'Turnhalle Lindenschule',
          'Anderer Ort (keine Sportstätte)',
        ]),
      );
      await user.selectOptions(venueBox(), 'Sporthalle am Park');
      // No text field for a venue: its name is not typed.
      expect(screen.queryByRole('textbox', { name: /^Ort/ })).not.toBeInTheDocument();
      await user.click(screen.getByTestId('time-slot-save'));
      await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
      const [row] = await listOutbox('u1');
      expect(row!.body).toMatchObject({ venue: 'l2', location: 'Sporthalle am Park' });
      // The device shows the venue's name until the server answers.
      const record = await db.records.get(['u1', 'time', row!.entity.id]);
      expect(record!.value).toMatchObject({ venue: 'l2', location: 'Sporthalle am Park' });
    });

    it('takes another place as text, with no venue, and wants one', async () => {
      renderEditor([]);
      const user = await openNew();
      await user.selectOptions(venueBox(), 'Anderer Ort (keine Sportstätte)');
      await user.click(screen.getByTestId('time-slot-save'));
      expect(await screen.findByText('Dieses Feld wird benötigt')).toBeInTheDocument();
      expect(await listOutbox('u1')).toHaveLength(0);
      await user.type(screen.getByRole('textbox', { name: /^Ort/ }), 'Stadtpark,  Treffpunkt');
      await user.click(screen.getByTestId('time-slot-save'));
      await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
      const [row] = await listOutbox('u1');
      expect(row!.body).toMatchObject({ venue: null, location: 'Stadtpark, Treffpunkt' });
    });

    it('puts a slot from before venue ids in the venue its text names, and sends the id', async () => {
      const user = userEvent.setup();
      const old = 'old-slot';
      // As a device keeps a slot it loaded before the server had venue ids.
      const { venue: _none, ...before } = slot({ _id: old, location: 'turnhalle lindenschule' });
      await storeServerRecord('u1', 'time', before);
      renderEditor([{ ...before, venue: null }]);
      await user.click(
        await screen.findByRole('button', { name: 'Zeit bearbeiten: Mittwoch 18:00–19:00' }),
      );
      await waitFor(() => expect(venueBox()).toHaveValue('l1'));
      await user.clear(screen.getByRole('textbox', { name: /Ende/ }));
      await user.type(screen.getByRole('textbox', { name: /Ende/ }), '19:30');
      await user.click(screen.getByTestId('time-slot-save'));
      await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
      const [row] = await listOutbox('u1');
      expect(row).toMatchObject({
        method: 'PUT',
        body: { _id: old, end: '19:30', venue: 'l1', location: 'Turnhalle Lindenschule' },
      });
    });

    it('offers the venues kept on the device when there is no connection', async () => {
      await storeReference('u1', 'venues', [{ _id: 'l9', name: 'Halle am See' }]);
      server.offline = true;
      renderEditor([]);
      const user = await openNew();
      await waitFor(() =>
        expect(within(venueBox()).getByRole('option', { name: 'Halle am See' })).toBeVisible(),
      );
      await user.selectOptions(venueBox(), 'Halle am See');
      await user.click(screen.getByTestId('time-slot-save'));
      await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
      expect((await listOutbox('u1'))[0]!.body).toMatchObject({ venue: 'l9' });
    });

    it('says so when no venue list could be had, and still takes another place', async () => {
      server.offline = true;
      renderEditor([]);
      await openNew();
      expect(
        await screen.findByText(
          'Die Sportstätten konnten nicht geladen werden. Du kannst einen anderen Ort eingeben.',
        ),
      ).toBeInTheDocument();
      expect(within(venueBox()).getByRole('option', { name: /Anderer Ort/ })).toBeInTheDocument();
    });
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
      // Tags are no reason: what is seen counts, as on the server.
      await user.type(reason, '<b></b>');
      await user.tab();
      expect(await within(dialog).findByText('Bitte gib mindestens 3 Zeichen ein.')).toBeVisible();
      expect(within(dialog).getByTestId('time-slot-override-save')).toBeDisabled();
      await user.clear(reason);
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
