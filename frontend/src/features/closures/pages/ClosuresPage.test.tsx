import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_STORAGE_KEY } from '@/auth/session';
import { addDays, berlinToday, formatCalendarDate } from '@/components/format/calendarDates';
import { closureSchema } from '@/features/closures/components/ClosureDialog';
import { ClosuresPage } from '@/features/closures/pages/ClosuresPage';
import { i18n } from '@/i18n';
import { listOutbox } from '@/offline/outbox';
import { resetDb } from '@/offline/testing';
import { FixtureStore, closureFixture, locationFixture } from '@/testing/fixtures';
import { TestServer } from '@/testing/handlers';
import { renderAccount, userWith } from '@/testing/renderAccount';

const today = berlinToday();
const day = (offset: number) => addDays(today, offset);
const de = (offset: number) => formatCalendarDate(day(offset), 'de');

let server: TestServer;

beforeEach(async () => {
  await resetDb();
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(['admin'])));
  server = new TestServer(
    new FixtureStore({
      locations: [
        locationFixture({ _id: 'l1', name: 'Turnhalle Lindenschule' }),
        locationFixture({ _id: 'l2', name: 'Sporthalle Nord' }),
      ],
      closures: [
        closureFixture({
          _id: 'z1',
          location: { _id: 'l1', name: 'Turnhalle Lindenschule' },
          from: day(20),
          to: day(34),
          reason: 'Weihnachtsferien',
        }),
        closureFixture({
          _id: 'z2',
          location: { _id: 'l2', name: 'Sporthalle Nord' },
          from: day(-2),
          to: day(3),
          reason: 'Wasserschaden',
        }),
      ],
    }),
  );
  globalThis.fetch = server.fetch;
});

afterEach(() => act(() => void i18n.changeLanguage('de')));

const renderPage = (lang: 'de' | 'en' = 'de') =>
  renderAccount([{ path: 'sperrungen', element: <ClosuresPage /> }], {
    user: userWith(['admin']),
    path: `/${lang}/account/sperrungen`,
  });

const cards = () =>
  screen
    .getAllByTestId('closures-item')
    .map(
      (li) =>
        `${within(li).getByTestId('closure-state').textContent} ${within(li).getByTestId('closure-venue').textContent}: ${within(li).getByTestId('closure-range').textContent} (${within(li).getByTestId('closure-reason').textContent})`,
    );

describe('closureSchema', () => {
  const schema = closureSchema(today, ['l1']);
  const first = (values: { location: string; from: string; to: string; reason: string }) => {
    const result = schema.safeParse(values);
    return result.success ? null : result.error.issues[0]!.message;
  };
  const ok = { location: 'l1', from: day(1), to: day(3), reason: 'Ferien' };

  it('follows the server’s rules for venue, dates and reason', () => {
    expect(first(ok)).toBeNull();
    expect(first({ ...ok, location: '' })).toBe('form:required');
    expect(first({ ...ok, location: 'l9' })).toBe('form:required');
    expect(first({ ...ok, from: '' })).toBe('form:required');
    expect(first({ ...ok, from: '2026-02-30' })).toBe('closures:validation.date');
    expect(first({ ...ok, to: day(0), from: day(1) })).toBe('closures:validation.toBeforeFrom');
    expect(first({ ...ok, from: day(-9), to: day(-1) })).toBe('closures:validation.past');
    // Begun yesterday, still on: allowed (the server takes it).
    expect(first({ ...ok, from: day(-1), to: day(2) })).toBeNull();
    expect(first({ ...ok, from: day(367), to: day(370) })).toBe('closures:validation.tooFar');
    expect(first({ ...ok, from: day(1), to: day(368) })).toBe('closures:validation.tooFar');
    expect(first({ ...ok, reason: 'ab' })).toBe('form:min3');
  });
});

describe('ClosuresPage', () => {
  it('lists the closures by start: what holds now first, with the dates and the reason', async () => {
    renderPage();
    await screen.findAllByTestId('closures-item');
    expect(cards()).toEqual([
      `Gesperrt Sporthalle Nord: ${de(-2)} bis ${de(3)} (Wasserschaden)`,
      `Geplant Turnhalle Lindenschule: ${de(20)} bis ${de(34)} (Weihnachtsferien)`,
    ]);
  });

  it('checks the dates, then queues the closure and shows it at once, waiting for the connection', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('closures-item');
    await user.click(screen.getByTestId('closures-create'));
    const venue = await screen.findByRole('combobox', { name: /Sportstätte/, hidden: true });
    await waitFor(() =>
      expect(within(venue).getAllByRole('option', { hidden: true })).toHaveLength(3),
    );
    await user.selectOptions(venue, 'l2');
    fireEvent.change(screen.getByLabelText(/^Von/), { target: { value: day(10) } });
    fireEvent.change(screen.getByLabelText(/^Bis/), { target: { value: day(9) } });
    await user.type(screen.getByRole('textbox', { name: /^Grund/, hidden: true }), 'Hallenboden');
    expect(
      await screen.findByText('Das Ende darf nicht vor dem Beginn liegen.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('closure-save')).toBeDisabled();

    fireEvent.change(screen.getByLabelText(/^Bis/), { target: { value: day(12) } });
    await waitFor(() => expect(screen.getByTestId('closure-save')).toBeEnabled());
    await user.click(screen.getByTestId('closure-save'));
    await waitFor(() => expect(screen.getAllByTestId('closures-item')).toHaveLength(3));
    expect(cards()[1]).toBe(`Geplant Sporthalle Nord: ${de(10)} bis ${de(12)} (Hallenboden)`);
    expect(
      await within(screen.getAllByTestId('closures-item')[1]!).findByTestId('closure-unsynced'),
    ).toHaveTextContent('Nicht synchronisiert');
    expect(await listOutbox('u1')).toMatchObject([
      {
        kind: 'create',
        method: 'POST',
        path: '/api/closures',
        body: { location: 'l2', from: day(10), to: day(12), reason: 'Hallenboden' },
      },
    ]);
  });

  it('lifts a closure after a confirmation that names it, through the outbox', async () => {
    const user = userEvent.setup();
    renderPage();
    const [, planned] = await screen.findAllByTestId('closures-item');
    await user.click(within(planned!).getByTestId('closure-reopen'));
    const dialog = await screen.findByTestId('confirm-dialog', {}, { timeout: 5_000 });
    expect(dialog).toHaveTextContent(
      `Die Trainings in Turnhalle Lindenschule (${de(20)} bis ${de(34)}) finden wieder statt`,
    );
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('closures-item')).toHaveLength(1));
    expect(await listOutbox('u1')).toMatchObject([
      { kind: 'remove', method: 'DELETE', path: '/api/closure/z1' },
    ]);
  });

  it('offline, with the venues on the device: closes a venue and says it was saved offline', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await screen.findAllByTestId('closures-item');
    await user.click(screen.getByTestId('closures-create'));
    const venue = await screen.findByRole('combobox', { name: /Sportstätte/, hidden: true });
    await waitFor(() =>
      expect(within(venue).getAllByRole('option', { hidden: true })).toHaveLength(3),
    );
    first.unmount();

    server.offline = true;
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderPage();
      await screen.findAllByTestId('closures-item');
      await user.click(screen.getByTestId('closures-create'));
      await user.selectOptions(
        await screen.findByRole('combobox', { name: /Sportstätte/, hidden: true }),
        'l1',
      );
      await user.type(screen.getByRole('textbox', { name: /^Grund/, hidden: true }), 'Dach');
      await user.click(screen.getByTestId('closure-save'));
      expect(await screen.findByTestId('flash-message')).toHaveTextContent(
        'Offline gespeichert – wird gesendet, sobald du wieder online bist.',
      );
      // From today to today, the dialog's default; after the one that began two days ago.
      await waitFor(() => expect(screen.getAllByTestId('closures-item')).toHaveLength(3));
      expect(cards()[1]).toBe(`Gesperrt Turnhalle Lindenschule: ${de(0)} (Dach)`);
    } finally {
      onLine.mockRestore();
    }
  });

  it('offline without the venues on the device: says closing needs the connection once', async () => {
    const user = userEvent.setup();
    server.offline = true;
    renderPage();
    expect(await screen.findByText('Die Sperrungen konnten nicht geladen werden.')).toBeVisible();
    await user.click(screen.getByTestId('closures-create'));
    expect(
      await screen.findByText(
        'Die Sportstätten konnten nicht geladen werden. Zum Sperren brauchst du einmal eine Verbindung.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('closure-save')).toBeDisabled();
  });

  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderPage('en');
    await screen.findAllByTestId('closures-item');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Venue closures');
    expect(cards()[0]).toMatch(/^Closed Sporthalle Nord: .+ to .+ \(Wasserschaden\)$/);
    expect(screen.getByTestId('closures-create')).toHaveTextContent('Close a venue');
  });
});
