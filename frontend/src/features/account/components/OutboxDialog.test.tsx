import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutboxDialog } from '@/features/account/components/OutboxDialog';
import { i18n } from '@/i18n';
import { db } from '@/offline/db';
import { listOutbox } from '@/offline/outbox';
import {
  courseFixture,
  createTimeSlot,
  resetDb,
  saveCourseChanges,
  storeServerCourse,
} from '@/offline/testing';
import type { OutboxRow } from '@/offline/types';
import { renderWithProviders } from '@/testing/renderWithProviders';

const BLOCKED = 'Dein Konto ist gesperrt. Bitte wende dich an die Geschäftsstelle.';

/** The trainer's edits, refused the way the engine holds them when the account is blocked. */
async function heldRows(count: number): Promise<OutboxRow[]> {
  for (let i = 0; i < count; i++) await saveCourseChanges('u1', 'c1', { info: `Info ${i}` });
  await db.outbox.toCollection().modify({
    status: 'refused',
    refusal: 'account-blocked',
    errorCode: 'ACCOUNT_BLOCKED',
    lastError: BLOCKED,
  });
  return listOutbox('u1');
}

const renderDialog = (rows: OutboxRow[]) =>
  renderWithProviders(<OutboxDialog userId="u1" rows={rows} open onOpenChange={jest.fn()} />, {
    path: '/de/account',
  });

beforeEach(async () => {
  await resetDb();
  await storeServerCourse('u1', courseFixture());
});

afterEach(() => act(() => void i18n.changeLanguage('de')));

describe('OutboxDialog with changes a block held', () => {
  it('shows the server’s sentence on the row, says why once, and sends it again on request', async () => {
    renderDialog(await heldRows(1));
    const row = await screen.findByTestId('outbox-row');
    expect(row).toHaveAttribute('data-status', 'refused');
    expect(within(row).getByTestId('outbox-row-error')).toHaveTextContent(BLOCKED);
    expect(screen.getByTestId('outbox-blocked-hint')).toHaveTextContent(
      'Diese Änderung hat der Server nicht angenommen, weil dein Konto gesperrt war.',
    );
    // One row: no "all" button beside the row's own.
    expect(screen.queryByRole('button', { name: 'Alle erneut senden' })).not.toBeInTheDocument();

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Erneut senden' }));
    await waitFor(async () =>
      expect(await listOutbox('u1')).toEqual([
        expect.objectContaining({ status: 'pending', refusal: null, errorCode: null }),
      ]),
    );
  });

  it('sends all held changes again with one button', async () => {
    renderDialog(await heldRows(2));
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Alle erneut senden' }));
    await waitFor(async () =>
      expect((await listOutbox('u1')).map((r) => r.status)).toEqual(['pending', 'pending']),
    );
  });

  it('names the block with the code’s text in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderDialog(await heldRows(1));
    expect(await screen.findByTestId('outbox-row-error')).toHaveTextContent(
      'Your account is blocked. Please contact the club office.',
    );
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });
});

describe('OutboxDialog with a time slot whose venue is taken (409 SLOT_OVERLAP)', () => {
  const SENTENCE =
    'Die Sportstätte „Turnhalle Lindenschule“ ist am Montag von 15:30 bis 16:30 belegt: Kinderturnen Minis.';

  async function refusedSlot(): Promise<OutboxRow[]> {
    await createTimeSlot('u1', 'c1', {
      day: 'Montag',
      start: '16:00',
      end: '17:00',
      location: 'Turnhalle Lindenschule',
    });
    // As the engine leaves a row the server answered 409 SLOT_OVERLAP (outbox.test.ts).
    await db.outbox.toCollection().modify({
      status: 'rejected',
      errorCode: 'SLOT_OVERLAP',
      lastError: SENTENCE,
      errorData: {
        venue: 'Turnhalle Lindenschule',
        kind: 'course',
        id: 'c9',
        title: 'Kinderturnen Minis',
        slot_id: 't9',
        day: 'Montag',
        start: '15:30',
        end: '16:30',
      },
    });
    return listOutbox('u1');
  }

  it('shows the server’s sentence on the row, naming the course that holds the venue', async () => {
    renderDialog(await refusedSlot());
    const row = await screen.findByTestId('outbox-row');
    expect(row).toHaveAttribute('data-status', 'rejected');
    expect(row).toHaveTextContent('Montag 16:00–17:00');
    expect(within(row).getByTestId('outbox-row-error')).toHaveTextContent(SENTENCE);
  });

  it('names the course in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderDialog(await refusedSlot());
    expect(await screen.findByTestId('outbox-row-error')).toHaveTextContent(
      'The venue “Turnhalle Lindenschule” is already taken at that time: Kinderturnen Minis (15:30–16:30).',
    );
  });
});
