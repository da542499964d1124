import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@/api/types';
import { USER_STORAGE_KEY } from '@/auth/session';
import { RegistrationTargetPage } from '@/features/registrations/pages/RegistrationTargetPage';
import {
  funrunOffer,
  registrationFixture,
  registrationsServer,
  type RegistrationsState,
} from '@/features/registrations/testing/registrationsServer';
import { getRecord } from '@/offline/localStore';
import { listOutbox } from '@/offline/outbox';
import { resetDb, stopAllEngines, testEngine } from '@/offline/testing';
import type { TestServer } from '@/testing/handlers';
import { renderAccount, userWith } from '@/testing/renderAccount';

let server: TestServer;
let state: RegistrationsState;

const seed = (overrides: Partial<RegistrationsState> = {}) => {
  let fetch: typeof globalThis.fetch;
  ({ server, state, fetch } = registrationsServer(overrides));
  globalThis.fetch = fetch;
};

const renderPage = (path = '/de/account/anmeldungen/workshop/w1', roles: Role[] = ['admin']) => {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(roles)));
  return renderAccount(
    [
      { path: 'anmeldungen', element: <p>Liste</p> },
      { path: 'anmeldungen/:kind/:target', element: <RegistrationTargetPage /> },
    ],
    { user: userWith(roles), path },
  );
};

const sendQueue = async () => {
  const { engine } = testEngine({ fetch: server.fetch });
  engine.start('u1');
  await act(() => engine.whenStarted());
  await act(() => engine.runOnce());
};

const putsTo = (path: string) =>
  server.log.filter((entry) => entry.method === 'PUT' && entry.path === path);

beforeEach(async () => {
  await resetDb();
  seed();
});

afterEach(stopAllEngines);

describe('RegistrationTargetPage: permissions', () => {
  it('shows the fun run only with club:manage; a workshop user is told who manages it', async () => {
    renderPage('/de/account/anmeldungen/funrun/f1', ['workshop']);
    expect(
      await screen.findByText(
        'Die Anmeldungen des Volkslaufs verwaltet, wer die Vereinsdaten verwalten darf.',
      ),
    ).toBeInTheDocument();
    expect(server.log.some((entry) => entry.path.startsWith('/api/registration'))).toBe(false);
  });

  it('opens the fun run for the admin', async () => {
    state.offers.set('funrun:f1', funrunOffer());
    renderPage('/de/account/anmeldungen/funrun/f1', ['admin']);
    expect(await screen.findByRole('heading', { name: /Volkslauf 2099/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nachmelden' })).toBeInTheDocument();
  });

  it('opens a workshop for the workshop user, with no late registration', async () => {
    renderPage('/de/account/anmeldungen/workshop/w1', ['workshop']);
    expect(
      await screen.findByRole('heading', { name: /Erste Hilfe im Sport/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nachmelden' })).toBeNull();
  });
});

describe('RegistrationTargetPage: settings', () => {
  it('creates the offer with version 0 (If-Match "0") and sends exactly the fields', async () => {
    const user = userEvent.setup();
    seed({ offers: new Map(), registrations: new Map() });
    renderPage();
    expect(await screen.findByTestId('offer-new')).toBeInTheDocument();
    expect(screen.getByTestId('registrations-empty')).toHaveTextContent(
      'Die Anmeldung ist noch nicht eingerichtet',
    );
    await user.click(screen.getByRole('switch', { name: 'Anmeldung offen' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Plätze' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Gebühr in Euro' }), '12,50');
    await user.type(screen.getByRole('textbox', { name: 'Hinweis zur Bezahlung' }), 'Bar vor Ort');
    await user.click(screen.getByRole('checkbox', { name: 'T-Shirt-Größe' }));
    await user.type(
      screen.getByRole('textbox', { name: 'E-Mail der Organisation' }),
      'kurs@example.de',
    );
    await user.click(screen.getByRole('radio', { name: 'Einmal am Tag (ab 7 Uhr)' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(putsTo('/api/registration-offer')).toHaveLength(1));
    const [put] = putsTo('/api/registration-offer');
    expect(put!.headers['If-Match']).toBe('"0"');
    expect(JSON.parse(put!.body!)).toEqual({
      kind: 'workshop',
      target: 'w1',
      open: true,
      places: 12,
      deadline: null,
      fee_cents: 1250,
      fee_note: 'Bar vor Ort',
      fields: ['tshirt'],
      organiser_email: 'kurs@example.de',
      notice: 'digest',
    });
    expect(await screen.findByText('Die Anmeldung wurde eingerichtet.')).toBeInTheDocument();
    expect(await screen.findByTestId('offer-state')).toHaveTextContent('Anmeldung offen');
  });

  it('sends the fun run without deadline, fee or fee note (its own dates and tracks hold them)', async () => {
    const user = userEvent.setup();
    state.offers.set('funrun:f1', funrunOffer({ version: 4 }));
    renderPage('/de/account/anmeldungen/funrun/f1');
    const places = await screen.findByRole('spinbutton', { name: 'Plätze je Strecke' });
    expect(screen.queryByRole('textbox', { name: 'Gebühr in Euro' })).toBeNull();
    expect(screen.queryByLabelText('Anmeldeschluss')).toBeNull();
    await user.clear(places);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(putsTo('/api/registration-offer')).toHaveLength(1));
    const [put] = putsTo('/api/registration-offer');
    expect(put!.headers['If-Match']).toBe('"4"');
    expect(JSON.parse(put!.body!)).toEqual({
      kind: 'funrun',
      target: 'f1',
      open: true,
      places: null,
      deadline: null,
      fee_cents: 0,
      fields: ['tshirt'],
      organiser_email: null,
      notice: 'each',
    });
  });

  it('keeps what was typed on a 412 and saves it with the server’s version next', async () => {
    const user = userEvent.setup();
    renderPage();
    const places = await screen.findByRole('spinbutton', { name: 'Plätze' });
    // Someone else saved meanwhile.
    state.offers.set('workshop:w1', { ...state.offers.get('workshop:w1')!, version: 5 });
    await user.clear(places);
    await user.type(places, '20');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(/Jemand anderes hat die Einstellungen inzwischen geändert/),
    ).toBeInTheDocument();
    expect(places).toHaveValue(20);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(putsTo('/api/registration-offer')).toHaveLength(2));
    expect(putsTo('/api/registration-offer')[1]!.headers['If-Match']).toBe('"5"');
    await waitFor(() => expect(state.offers.get('workshop:w1')).toMatchObject({ places: 20 }));
  });

  it('refuses places out of range and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    const places = await screen.findByRole('spinbutton', { name: 'Plätze' });
    await user.clear(places);
    await user.type(places, '1000');
    expect(
      await screen.findByText(
        'Bitte gib eine ganze Zahl von 1 bis 999 ein oder lass das Feld leer.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });
});

describe('RegistrationTargetPage: the list', () => {
  it('lists the people with status, year of birth, guardian, fee and the counts', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('registration');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /Erika Mustermann.*erika@example\.de.*Jahrgang 1990.*Gebühr 15\s€.*Angemeldet/,
      ),
      expect.stringMatching(
        /Paul Klein.*Jahrgang 2015.*Erziehungsberechtigt: Max Klein.*Warteliste 1/,
      ),
    ]);
    expect(within(rows[1]!).queryByRole('switch')).toBeNull();
    expect(screen.getByTestId('count-confirmed')).toHaveTextContent('1 / 12angemeldet');
    expect(screen.getByTestId('count-waiting')).toHaveTextContent('1Warteliste');
    expect(screen.getByTestId('count-checkedIn')).toHaveTextContent('0eingecheckt');
  });

  it('shows the run’s start number, track, T-shirt and late flag', async () => {
    state.offers.set('funrun:f1', funrunOffer());
    state.registrations.set(
      'r9',
      registrationFixture({
        _id: 'r9',
        offer: 'o2',
        name: 'Lena Lauf',
        bib: 2002,
        track: 1,
        tshirt: 'M',
        late: true,
        fee_cents: 1200,
      }),
    );
    renderPage('/de/account/anmeldungen/funrun/f1');
    const row = await screen.findByTestId('registration');
    expect(row).toHaveTextContent(
      /Lena Lauf.*Startnummer 2002 · 10 km · Jahrgang 1990 · T-Shirt M · Gebühr 12\s€.*Angemeldet.*Nachmeldung/,
    );
    expect(screen.getByTestId('count-track-1')).toHaveTextContent('1 / 30010 km');
  });

  it('checks a person in through the outbox with If-Match on the registration’s version; the server has it once sent', async () => {
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Erika Mustermann ist da' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await listOutbox('u1')).toMatchObject([
      {
        kind: 'update',
        method: 'PUT',
        path: '/api/registrations/check-in',
        body: { _id: 'r1', checked_in: true },
        baseVersion: 3,
        ifMatch: true,
      },
    ]);
    expect(await screen.findByTestId('registration-unsynced')).toBeInTheDocument();
    expect(screen.getByTestId('count-checkedIn')).toHaveTextContent('1eingecheckt');

    await sendQueue();
    await waitFor(() => expect(screen.queryByTestId('registration-unsynced')).toBeNull());
    expect(state.registrations.get('r1')).toMatchObject({ checked_in: true, version: 4 });
    const [put] = putsTo('/api/registrations/check-in');
    expect(put!.headers['If-Match']).toBe('"3"');
    expect(await getRecord('u1', 'registration', 'r1')).toMatchObject({
      checked_in: true,
      serverVersion: 4,
    });
  });

  it('checks in offline at the venue: the list is on the device after one visit, the check-in waits and goes once online', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await screen.findAllByTestId('registration');
    first.unmount();
    server.offline = true;
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Erika Mustermann ist da' });
    expect(await screen.findByTestId('registrations-stale')).toHaveTextContent(
      'Keine Verbindung zum Server',
    );
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await listOutbox('u1')).toMatchObject([
      { path: '/api/registrations/check-in', ifMatch: true, baseVersion: 3, status: 'pending' },
    ]);
    expect(state.registrations.get('r1')?.checked_in).toBe(false);

    server.offline = false;
    await sendQueue();
    await waitFor(async () => expect(await listOutbox('u1')).toEqual([]));
    expect(state.registrations.get('r1')).toMatchObject({ checked_in: true, version: 4 });
  });

  it('sends a check-in again on the newer version when someone else changed the registration meanwhile (412)', async () => {
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Erika Mustermann ist da' });
    state.registrations.set('r1', { ...state.registrations.get('r1')!, version: 7 });
    await user.click(toggle);
    await sendQueue();
    await waitFor(() =>
      expect(state.registrations.get('r1')).toMatchObject({ checked_in: true, version: 8 }),
    );
    expect(putsTo('/api/registrations/check-in').map((put) => put.headers['If-Match'])).toEqual([
      '"3"',
      '"7"',
    ]);
  });

  it('cancels a person after asking, through the outbox', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Absagen: Erika Mustermann' }));
    const dialog = await screen.findByTestId('registration-cancel-dialog');
    expect(dialog).toHaveTextContent(
      'Erika Mustermann bekommt eine E-Mail, dass die Anmeldung zu „Erste Hilfe im Sport“ zurückgenommen wurde. Den frei gewordenen Platz bekommt die erste Person auf der Warteliste.',
    );
    await user.click(screen.getByTestId('registration-cancel-confirm'));
    await waitFor(() => expect(screen.queryByText('Erika Mustermann')).toBeNull());
    expect(await listOutbox('u1')).toMatchObject([
      { kind: 'remove', method: 'DELETE', path: '/api/registration/r1' },
    ]);
    await sendQueue();
    expect(state.registrations.has('r1')).toBe(false);
  });

  it('finds a person by name or start number', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('registration');
    await user.type(screen.getByRole('searchbox'), 'paul');
    expect(screen.getAllByTestId('registration')).toHaveLength(1);
    expect(screen.getByTestId('registration')).toHaveTextContent('Paul Klein');
  });
});

/** Opening a dialog waits for its transition; a busy machine takes longer than the default 1 s. */
const OPENING = { timeout: 5000 };

describe('RegistrationTargetPage: message and late registration', () => {
  it('sends a message to everybody and says how many got it', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('registration');
    // The button waits for the list and the connection state (slow on a busy machine).
    const open = screen.getByRole('button', { name: 'Nachricht an alle' });
    await waitFor(() => expect(open).toBeEnabled(), OPENING);
    await user.click(open);
    // Fluent keeps an opening dialog aria-hidden until its motion ends, which on a busy machine
    // outlasts any wait: its fields are found by their labels.
    const dialog = await screen.findByRole('dialog', { hidden: true }, OPENING);
    await user.type(within(dialog).getByLabelText(/Betreff/), 'Neuer Ort');
    await user.type(within(dialog).getByLabelText(/Nachricht/), 'Wir treffen uns in Halle 2.');
    await user.click(
      within(dialog).getByRole('button', { name: 'Nachricht senden', hidden: true }),
    );
    expect(await screen.findByText('Die Nachricht ging an 2 Personen.')).toBeInTheDocument();
    const post = server.log.find((entry) => entry.path === '/api/registrations/message');
    expect(JSON.parse(post!.body!)).toEqual({
      kind: 'workshop',
      target: 'w1',
      subject: 'Neuer Ort',
      text: 'Wir treffen uns in Halle 2.',
    });
  });

  const fillLate = async (user: ReturnType<typeof userEvent.setup>) => {
    const open = await screen.findByRole('button', { name: 'Nachmelden' }, OPENING);
    await waitFor(() => expect(open).toBeEnabled(), OPENING);
    await user.click(open);
    const dialog = await screen.findByTestId('late-dialog', {}, OPENING);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Tom Spät');
    await user.selectOptions(within(dialog).getByLabelText(/Strecke/), '1');
    await user.type(within(dialog).getByLabelText(/Jahrgang/), '1985');
    await user.click(within(dialog).getByRole('button', { name: 'Nachmelden', hidden: true }));
    return dialog;
  };

  it('shows the server’s refusal outside the late-registration hours by its code', async () => {
    const user = userEvent.setup();
    state.offers.set('funrun:f1', funrunOffer());
    renderPage('/de/account/anmeldungen/funrun/f1');
    const dialog = await fillLate(user);
    expect(await within(dialog).findByTestId('late-problem')).toHaveTextContent(
      'Nachmeldungen sind nur zu den Nachmeldezeiten vor Ort möglich',
    );
  });

  it('enters a late runner and shows the start number', async () => {
    const user = userEvent.setup();
    state.offers.set('funrun:f1', funrunOffer());
    state.late = registrationFixture({
      _id: 'r7',
      offer: 'o2',
      name: 'Tom Spät',
      birth_year: 1985,
      track: 1,
      bib: 2002,
      late: true,
      fee_cents: 1200,
      email: null,
    });
    renderPage('/de/account/anmeldungen/funrun/f1');
    const dialog = await fillLate(user);
    expect(await within(dialog).findByTestId('late-bib')).toHaveTextContent('Startnummer 2002');
    expect(dialog).toHaveTextContent('Zu zahlen: 12 €');
    const post = server.log.find((entry) => entry.path === '/api/registrations/late');
    expect(JSON.parse(post!.body!)).toEqual({
      target: 'f1',
      name: 'Tom Spät',
      track: 1,
      birth_year: 1985,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Schließen', hidden: true }));
    expect(await screen.findByText('Tom Spät')).toBeInTheDocument();
  });
});
