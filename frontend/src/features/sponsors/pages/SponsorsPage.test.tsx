import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_STORAGE_KEY } from '@/auth/session';
import { SponsorsPage } from '@/features/sponsors/pages/SponsorsPage';
import { listOutbox } from '@/offline/outbox';
import { resetDb } from '@/offline/testing';
import { FixtureStore, sponsorFixture } from '@/testing/fixtures';
import { TestServer } from '@/testing/handlers';
import { renderAccount, userWith } from '@/testing/renderAccount';

let server: TestServer;

beforeEach(async () => {
  await resetDb();
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(['admin'])));
  server = new TestServer(
    new FixtureStore({
      sponsors: [
        sponsorFixture({
          _id: 's2',
          text: 'Bäckerei Sommer',
          sort_order: 20,
          placements: ['volkslauf'],
        }),
        sponsorFixture(),
      ],
    }),
  );
  globalThis.fetch = server.fetch;
});

const renderPage = () =>
  renderAccount([{ path: 'sponsoren', element: <SponsorsPage /> }], {
    user: userWith(['admin']),
    path: '/de/account/sponsoren',
  });

const texts = () =>
  screen
    .getAllByTestId('sponsors-item')
    .map((li) => within(li).getByTestId('sponsor-text').textContent);

describe('SponsorsPage', () => {
  it('lists the sponsors in their public order with link, places and position', async () => {
    renderPage();
    await screen.findAllByTestId('sponsors-item');
    expect(texts()).toEqual(['Autohaus Krüger', 'Bäckerei Sommer']);
    const [first, second] = screen.getAllByTestId('sponsors-item');
    expect(first).toHaveTextContent('Platz 1');
    expect(within(first!).getByRole('link')).toHaveAttribute(
      'href',
      'https://autohaus-krueger.example',
    );
    expect(
      within(second!)
        .getAllByTestId('sponsor-placement')
        .map((b) => b.textContent),
    ).toEqual(['Volkslauf']);
    expect(within(first!).getByTestId('sponsor-up')).toBeDisabled();
    expect(within(second!).getByTestId('sponsor-down')).toBeDisabled();
  });

  it('checks text, https link and places, then queues the create with the next order', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('sponsors-item');
    await user.click(screen.getByTestId('sponsors-create'));
    const text = await screen.findByRole('textbox', { name: /^Text/, hidden: true });
    const link = screen.getByRole('textbox', { name: /^Link/, hidden: true });
    await user.type(text, 'Sporthaus Weber');
    await user.clear(link);
    await user.type(link, 'http://weber.example');
    await user.click(screen.getByRole('checkbox', { name: 'Startseite', hidden: true }));
    await user.click(screen.getByRole('checkbox', { name: 'Volkslauf', hidden: true }));
    await user.click(screen.getByTestId('sponsor-save'));
    expect(
      await screen.findByText('Bitte gib eine Adresse ein, die mit https:// beginnt.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bitte wähle mindestens einen Eintrag.')).toBeInTheDocument();
    expect(await listOutbox('u1')).toEqual([]);

    await user.clear(link);
    await user.type(link, 'https://weber.example');
    await user.click(screen.getByRole('checkbox', { name: 'Startseite', hidden: true }));
    await user.click(screen.getByTestId('sponsor-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    expect((await listOutbox('u1'))[0]).toMatchObject({
      kind: 'create',
      method: 'POST',
      path: '/api/sponsors',
      body: {
        text: 'Sporthaus Weber',
        link: 'https://weber.example',
        placements: ['homepage'],
        sort_order: 30,
      },
    });
    await waitFor(() =>
      expect(texts()).toEqual(['Autohaus Krüger', 'Bäckerei Sommer', 'Sporthaus Weber']),
    );
    const created = screen.getAllByTestId('sponsors-item')[2]!;
    expect(await within(created).findByTestId('sponsor-unsynced')).toBeInTheDocument();
  });

  it('edits with If-Match; the PUT carries the whole sponsor, and a logo goes after it', async () => {
    const user = userEvent.setup();
    renderPage();
    const [first] = await screen.findAllByTestId('sponsors-item');
    await user.click(within(first!).getByTestId('sponsor-edit'));
    const text = await screen.findByRole('textbox', { name: /^Text/, hidden: true });
    expect(text).toHaveValue('Autohaus Krüger');
    await user.clear(text);
    await user.type(text, 'Autohaus Krüger & Söhne');
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByTestId('image-input'), png);
    await user.click(screen.getByTestId('sponsor-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(2));
    const [update, upload] = await listOutbox('u1');
    expect(update).toMatchObject({
      kind: 'update',
      method: 'PUT',
      path: '/api/sponsors',
      ifMatch: true,
      baseVersion: 1,
      body: {
        _id: 's1',
        text: 'Autohaus Krüger & Söhne',
        link: 'https://autohaus-krueger.example',
        placements: ['homepage', 'volkslauf'],
        sort_order: 10,
      },
    });
    expect(upload).toMatchObject({ kind: 'upload', path: '/api/sponsor/uploadImage/s1' });
  });

  it('moves a sponsor back: the two trade their order numbers', async () => {
    const user = userEvent.setup();
    renderPage();
    const [first] = await screen.findAllByTestId('sponsors-item');
    await user.click(within(first!).getByTestId('sponsor-down'));
    await waitFor(() => expect(texts()).toEqual(['Bäckerei Sommer', 'Autohaus Krüger']));
    const rows = await listOutbox('u1');
    expect(rows.map((row) => row.body)).toEqual([
      expect.objectContaining({ _id: 's1', sort_order: 20 }),
      expect.objectContaining({ _id: 's2', sort_order: 10 }),
    ]);
    expect(await screen.findByText('Die Reihenfolge wird gespeichert.')).toBeInTheDocument();
  });

  it('deletes after a confirmation naming the sponsor, through the outbox', async () => {
    const user = userEvent.setup();
    renderPage();
    const [first] = await screen.findAllByTestId('sponsors-item');
    await user.click(within(first!).getByTestId('sponsor-delete'));
    const dialog = await screen.findByTestId('confirm-dialog', {}, { timeout: 5_000 });
    expect(dialog).toHaveTextContent('„Autohaus Krüger“');
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(async () =>
      expect(await listOutbox('u1')).toMatchObject([
        { kind: 'remove', method: 'DELETE', path: '/api/sponsor/s1' },
      ]),
    );
    await waitFor(() => expect(texts()).toEqual(['Bäckerei Sommer']));
  });

  it('without a connection and no copy on the device it says so with a retry', async () => {
    server.offline = true;
    renderPage();
    expect(
      await screen.findByText('Die Sponsoren konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    server.offline = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findAllByTestId('sponsors-item')).toHaveLength(2);
  });
});
