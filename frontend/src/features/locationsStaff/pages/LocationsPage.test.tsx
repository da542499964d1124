import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_STORAGE_KEY } from '@/auth/session';
import { LocationsPage } from '@/features/locationsStaff/pages/LocationsPage';
import { listOutbox } from '@/offline/outbox';
import { resetDb } from '@/offline/testing';
import { FixtureStore, locationFixture } from '@/testing/fixtures';
import { TestServer } from '@/testing/handlers';
import { renderAccount, userWith } from '@/testing/renderAccount';

let server: TestServer;

beforeEach(async () => {
  await resetDb();
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(['owner'])));
  server = new TestServer(
    new FixtureStore({
      locations: [
        locationFixture({ _id: 'l2', name: 'Sportplatz Am Wald', maps_link: null }),
        locationFixture(),
      ],
    }),
  );
  globalThis.fetch = server.fetch;
});

const renderPage = () =>
  renderAccount([{ path: 'sportstaetten', element: <LocationsPage /> }], {
    user: userWith(['owner']),
    path: '/de/account/sportstaetten',
  });

const names = () =>
  screen.getAllByTestId('locations-item').map((li) => within(li).getByRole('heading').textContent);

const box = (name: RegExp) => screen.getByRole('textbox', { name, hidden: true });

describe('LocationsPage', () => {
  it('lists the venues by name with address and map link', async () => {
    renderPage();
    await screen.findAllByTestId('locations-item');
    expect(names()).toEqual(['Sportplatz Am Wald', 'Turnhalle Lindenschule']);
    const [wald, halle] = screen.getAllByTestId('locations-item');
    expect(halle).toHaveTextContent('Lindenallee 12, 12345 Musterstadt');
    expect(
      within(halle!).getByRole('link', {
        name: '„Turnhalle Lindenschule“ auf der Karte ansehen (neuer Tab)',
      }),
    ).toHaveAttribute('href', 'https://maps.example/lindenschule');
    // No map link of its own; every venue the server has links to its hall plan.
    expect(
      within(wald!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Belegungsplan']);
    expect(
      within(halle!).getByRole('link', { name: 'Belegungsplan: Turnhalle Lindenschule' }),
    ).toHaveAttribute('href', `/de/account/sportstaetten/${locationFixture()._id}`);
  });

  it('checks postal code and city, then queues the create without a map link', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('locations-item');
    await user.click(screen.getByTestId('locations-create'));
    await user.type(
      await screen.findByRole('textbox', { name: /^Name/, hidden: true }),
      'Hallenbad',
    );
    await user.type(box(/^Beschreibung/), 'Becken mit 25 m.');
    await user.type(box(/^Straße/), 'Badweg 1');
    await user.type(box(/^PLZ/), '1234');
    await user.type(box(/^Ort/), 'M');
    await user.click(screen.getByTestId('location-save'));
    expect(
      await screen.findByText('Bitte gib eine Postleitzahl mit fünf Ziffern ein.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bitte gib mindestens 2 Zeichen ein.')).toBeInTheDocument();
    expect(await listOutbox('u1')).toEqual([]);

    await user.type(box(/^PLZ/), '5');
    await user.type(box(/^Ort/), 'usterstadt');
    await user.click(screen.getByTestId('location-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    expect((await listOutbox('u1'))[0]).toMatchObject({
      kind: 'create',
      method: 'POST',
      path: '/api/locations',
      body: {
        name: 'Hallenbad',
        description: 'Becken mit 25 m.',
        address: 'Badweg 1',
        postal_code: '12345',
        city: 'Musterstadt',
        maps_link: null,
      },
    });
    await waitFor(() =>
      expect(names()).toEqual(['Hallenbad', 'Sportplatz Am Wald', 'Turnhalle Lindenschule']),
    );
  });

  it('edits with If-Match: the PUT carries the whole venue, an emptied map link as null', async () => {
    const user = userEvent.setup();
    renderPage();
    const [, halle] = await screen.findAllByTestId('locations-item');
    await user.click(within(halle!).getByTestId('location-edit'));
    const city = await screen.findByRole('textbox', { name: /^Ort/, hidden: true });
    await user.clear(city);
    await user.type(city, 'Neustadt');
    await user.clear(box(/^Link zur Karte/));
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'halle.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByTestId('image-input'), png);
    await user.click(screen.getByTestId('location-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(2));
    const [update, upload] = await listOutbox('u1');
    expect(update).toMatchObject({
      kind: 'update',
      method: 'PUT',
      path: '/api/locations',
      ifMatch: true,
      baseVersion: 1,
      body: {
        _id: 'l1',
        name: 'Turnhalle Lindenschule',
        description: 'Dreifeldhalle mit Tribüne.',
        postal_code: '12345',
        city: 'Neustadt',
        address: 'Lindenallee 12',
        maps_link: null,
      },
    });
    expect(upload).toMatchObject({ kind: 'upload', path: '/api/location/uploadImage/l1' });
  });

  it('deletes after a confirmation naming the venue, through the outbox', async () => {
    const user = userEvent.setup();
    renderPage();
    const [wald] = await screen.findAllByTestId('locations-item');
    await user.click(within(wald!).getByTestId('location-delete'));
    const dialog = await screen.findByTestId('confirm-dialog', {}, { timeout: 5_000 });
    expect(dialog).toHaveTextContent('„Sportplatz Am Wald“');
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(async () =>
      expect(await listOutbox('u1')).toMatchObject([
        { kind: 'remove', method: 'DELETE', path: '/api/locations?id=l2' },
      ]),
    );
    await waitFor(() => expect(names()).toEqual(['Turnhalle Lindenschule']));
  });

  it('without a connection and no copy on the device it says so with a retry', async () => {
    server.offline = true;
    renderPage();
    expect(
      await screen.findByText('Die Sportstätten konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    server.offline = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findAllByTestId('locations-item')).toHaveLength(2);
  });
});
