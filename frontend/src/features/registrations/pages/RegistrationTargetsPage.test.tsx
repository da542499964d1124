import { screen, within } from '@testing-library/react';
import type { Role } from '@/api/types';
import { USER_STORAGE_KEY } from '@/auth/session';
import { registrationsArea } from '@/features/registrations/manifest';
import { RegistrationTargetsPage } from '@/features/registrations/pages/RegistrationTargetsPage';
import {
  eventFixture,
  funrunFixture,
  offerFixture,
  registrationsServer,
} from '@/features/registrations/testing/registrationsServer';
import { resetDb } from '@/offline/testing';
import { workshopFixture } from '@/testing/fixtures';
import type { TestServer } from '@/testing/handlers';
import { renderAccount, userWith } from '@/testing/renderAccount';

let server: TestServer;

const renderAs = (roles: Role[]) => {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(roles)));
  return renderAccount([{ path: 'anmeldungen', element: <RegistrationTargetsPage /> }], {
    user: userWith(roles),
    path: '/de/account/anmeldungen',
  });
};

beforeEach(async () => {
  await resetDb();
  server = registrationsServer({
    workshops: [
      workshopFixture({ _id: 'w1', title: 'Erste Hilfe im Sport', times: [] }),
      workshopFixture({
        _id: 'w2',
        title: 'Klettern am Fels',
        times: [
          {
            _id: 't2',
            course: null,
            workshop: 'w2',
            day: 'Samstag',
            date: '2099-05-02',
            start: '10:00',
            end: '12:00',
            venue: null,
            location: 'Halle',
            version: 1,
          },
        ],
      }),
    ],
    funruns: [funrunFixture({ _id: 'f1', year: 2099, date: '2099-04-12' })],
    events: [
      eventFixture({ _id: 'e1', title: 'Vereinsmeisterschaft', date: '2099-02-20' }),
      // A draft takes no registrations: not listed.
      eventFixture({ _id: 'e2', title: 'Entwurf', date: '2099-01-10', published: false }),
    ],
    offers: new Map([
      ['workshop:w2', offerFixture({ target: 'w2', places: 12, confirmed: 3, waiting: 2 })],
    ]),
  }).server;
  globalThis.fetch = server.fetch;
});

describe('registrations area', () => {
  it('is an area only for sessions that may manage registrations', () => {
    expect(registrationsArea.permission).toBe('registrations:manage');
    expect(registrationsArea.path).toBe('anmeldungen');
    expect(registrationsArea.routes.map((route) => route.path)).toEqual([
      'anmeldungen',
      'anmeldungen/:kind/:target',
    ]);
  });
});

describe('RegistrationTargetsPage', () => {
  it('lists the workshops, the fun run and the events with their offers, soonest first, each opening its page', async () => {
    renderAs(['admin']);
    const items = await screen.findAllByTestId('registration-target');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Vereinsmeisterschaft',
      'Volkslauf 2099',
      'Klettern am Fels',
      'Erste Hilfe im Sport',
    ]);
    expect(items[0]).toHaveTextContent('Termin');
    expect(
      within(items[0]!).getByRole('link', { name: 'Anmeldungen öffnen: Vereinsmeisterschaft' }),
    ).toHaveAttribute('href', '/de/account/anmeldungen/event/e1');
    items.shift();
    const climbing = items[1]!;
    expect(climbing).toHaveTextContent('Anmeldung offen');
    expect(climbing).toHaveTextContent('3 von 12 Plätzen belegt · 2 auf der Warteliste');
    expect(
      within(climbing).getByRole('link', { name: 'Anmeldungen öffnen: Klettern am Fels' }),
    ).toHaveAttribute('href', '/de/account/anmeldungen/workshop/w2');
    expect(items[0]).toHaveTextContent('Nicht eingerichtet');
    expect(
      within(items[0]!).getByRole('link', { name: 'Anmeldungen öffnen: Volkslauf 2099' }),
    ).toHaveAttribute('href', '/de/account/anmeldungen/funrun/f1');
    expect(items[2]).toHaveTextContent('Noch kein Termin');
  });

  it('asks a workshop user only for the workshops: the fun run needs club:manage', async () => {
    renderAs(['workshop']);
    const items = await screen.findAllByTestId('registration-target');
    expect(items).toHaveLength(2);
    expect(screen.queryByText('Volkslauf 2099')).toBeNull();
    expect(server.log.some((entry) => entry.path === '/api/funruns')).toBe(false);
    expect(server.log.some((entry) => entry.path === '/api/workshops')).toBe(true);
    expect(server.log.some((entry) => entry.path === '/api/events')).toBe(false);
  });

  it("asks a department user only for the events (the server lists their department's)", async () => {
    renderAs(['department']);
    const items = await screen.findAllByTestId('registration-target');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Vereinsmeisterschaft',
    ]);
    expect(server.log.some((entry) => entry.path === '/api/workshops')).toBe(false);
    expect(server.log.some((entry) => entry.path === '/api/funruns')).toBe(false);
  });

  it('says so when there is nothing to manage', async () => {
    server = registrationsServer({
      workshops: [],
      funruns: [],
      events: [],
      offers: new Map(),
    }).server;
    globalThis.fetch = server.fetch;
    renderAs(['admin']);
    expect(
      await screen.findByText(
        'Du verwaltest noch keinen Workshop, keinen Volkslauf und keinen veröffentlichten Termin.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded and the device has none', async () => {
    server.offline = true;
    renderAs(['admin']);
    expect(
      await screen.findByText(
        'Die Workshops, Volksläufe und Termine konnten nicht geladen werden.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
