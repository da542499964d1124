import { act, screen } from '@testing-library/react';
import { SlotRefusal } from '@/features/timeslots/components/SlotRefusal';
import { i18n } from '@/i18n';
import { db } from '@/offline/db';
import { listOutbox } from '@/offline/outbox';
import { createTimeSlot, resetDb } from '@/offline/testing';
import type { OutboxRow } from '@/offline/types';
import { renderAccount, userWith } from '@/testing/renderAccount';

/** The server's sentence and `data` (SlotOverlapDto) of a 409 SLOT_OVERLAP. */
const SESSION_HOLDER = {
  sentence:
    'Die Sportstätte „Turnhalle Lindenschule“ ist am 14.03.2099 von 09:00 bis 16:00 belegt: Workshop „Erste Hilfe im Sport“.',
  data: {
    venue: 'Turnhalle Lindenschule',
    kind: 'workshop',
    id: 'w1',
    title: 'Erste Hilfe im Sport',
    slot_id: 's1',
    day: 'Samstag',
    date: '2099-03-14',
    start: '09:00',
    end: '16:00',
  },
};
const WEEKLY_HOLDER = {
  sentence:
    'Die Sportstätte „Turnhalle Lindenschule“ ist am Samstag von 09:00 bis 16:00 belegt: Kinderturnen Minis.',
  data: { ...SESSION_HOLDER.data, kind: 'course', title: 'Kinderturnen Minis', date: null },
};

/** A slot made on the device whose create the server refused, as the sync engine leaves it. */
async function refusedRow(holder: typeof SESSION_HOLDER | typeof WEEKLY_HOLDER) {
  await createTimeSlot('u1', 'c1', {
    day: 'Samstag',
    start: '10:00',
    end: '11:00',
    location: 'Turnhalle Lindenschule',
  });
  await db.outbox.toCollection().modify({
    sent: { headers: {}, body: null },
    status: 'rejected',
    errorKind: 'server',
    errorCode: 'SLOT_OVERLAP',
    lastError: holder.sentence,
    errorData: holder.data,
  });
  return (await listOutbox('u1'))[0]!;
}

const renderRefusal = (row: OutboxRow, lang: 'de' | 'en') =>
  renderAccount([{ index: true, element: <SlotRefusal row={row} label="Samstag 10:00–11:00" /> }], {
    user: userWith(['course']),
    path: `/${lang}/account`,
  });

beforeEach(resetDb);
afterEach(() => act(() => void i18n.changeLanguage('de')));

describe('SlotRefusal', () => {
  it('names the date of the workshop session that holds the venue', async () => {
    renderRefusal(await refusedRow(SESSION_HOLDER), 'de');
    expect(await screen.findByTestId('time-slot-overlap')).toHaveTextContent(
      'Die Sportstätte „Turnhalle Lindenschule“ ist am Sa, 14.03.2099 von 09:00 bis 16:00 belegt: Workshop „Erste Hilfe im Sport“.',
    );
  });

  it('names it in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderRefusal(await refusedRow(SESSION_HOLDER), 'en');
    expect(await screen.findByTestId('time-slot-overlap')).toHaveTextContent(
      'The venue “Turnhalle Lindenschule” is taken on Sat, 14 Mar 2099 from 09:00 to 16:00: workshop “Erste Hilfe im Sport”.',
    );
  });

  it('keeps the server’s sentence for a weekly holder, and its English text with the holder', async () => {
    const row = await refusedRow(WEEKLY_HOLDER);
    const first = renderRefusal(row, 'de');
    expect(await screen.findByTestId('time-slot-overlap')).toHaveTextContent(
      WEEKLY_HOLDER.sentence,
    );
    first.unmount();
    await act(() => i18n.changeLanguage('en'));
    renderRefusal(row, 'en');
    // `date: null` in the data: still the text that names the holder.
    expect(await screen.findByTestId('time-slot-overlap')).toHaveTextContent(
      'The venue “Turnhalle Lindenschule” is already taken at that time: Kinderturnen Minis (09:00–16:00).',
    );
  });
});
