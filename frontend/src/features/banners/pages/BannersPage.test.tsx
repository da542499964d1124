import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_STORAGE_KEY } from '@/auth/session';
import {
  bannerPatch,
  bannerSchema,
  bannerValues,
} from '@/features/banners/components/BannerDialog';
import { BannersPage } from '@/features/banners/pages/BannersPage';
import { listOutbox } from '@/offline/outbox';
import { resetDb } from '@/offline/testing';
import { FixtureStore, bannerFixture } from '@/testing/fixtures';
import { TestServer } from '@/testing/handlers';
import { renderAccount, userWith } from '@/testing/renderAccount';

let server: TestServer;
const DAY = 24 * 60 * 60 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

beforeEach(async () => {
  await resetDb();
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(userWith(['admin'])));
  server = new TestServer(
    new FixtureStore({
      banners: [
        bannerFixture({
          _id: 'b1',
          text: 'Hallenfest vorbei',
          starts_at: at(-3 * DAY),
          ends_at: at(-DAY),
        }),
        bannerFixture({
          _id: 'b2',
          text: 'Training fällt aus',
          severity: 'warning',
          link: 'https://tus.example/training',
          starts_at: at(-DAY),
          ends_at: at(DAY),
        }),
        bannerFixture({
          _id: 'b3',
          text: 'Neue Halle ab Januar',
          starts_at: at(DAY),
          ends_at: at(3 * DAY),
        }),
      ],
    }),
  );
  globalThis.fetch = server.fetch;
});

const renderPage = () =>
  renderAccount([{ path: 'banners', element: <BannersPage /> }], {
    user: userWith(['admin']),
    path: '/de/account/banners',
  });

const shown = () =>
  screen
    .getAllByTestId('banners-item')
    .map(
      (li) =>
        `${within(li).getByTestId('banner-state').textContent}: ${within(li).getByTestId('banner-text').textContent}`,
    );

describe('BannersPage', () => {
  it('lists the showing banner first, then the planned, then the ended', async () => {
    renderPage();
    await screen.findAllByTestId('banners-item');
    expect(shown()).toEqual([
      'Wird angezeigt: Training fällt aus',
      'Geplant: Neue Halle ab Januar',
      'Abgelaufen: Hallenfest vorbei',
    ]);
    expect(screen.getAllByTestId('banners-item')[0]).toHaveTextContent('Warnung');
  });

  it('checks the link and the time, then queues the create with the times in ISO', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('banners-item');
    await user.click(screen.getByTestId('banners-create'));
    await user.type(
      await screen.findByRole('textbox', { name: /^Text/, hidden: true }),
      'Halle gesperrt',
    );
    await user.type(
      screen.getByRole('textbox', { name: /^Link/, hidden: true }),
      'http://x.example',
    );
    fireEvent.change(screen.getByLabelText(/Sichtbar ab/), {
      target: { value: '2026-12-02T08:00' },
    });
    fireEvent.change(screen.getByLabelText(/Sichtbar bis/), {
      target: { value: '2026-12-01T08:00' },
    });
    await user.click(screen.getByTestId('banner-save'));
    expect(
      await screen.findByText('Bitte gib eine Adresse ein, die mit https:// beginnt.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Das Ende muss nach dem Beginn liegen.')).toBeInTheDocument();
    expect(await listOutbox('u1')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /^Link/, hidden: true }));
    fireEvent.change(screen.getByLabelText(/Sichtbar bis/), {
      target: { value: '2026-12-03T18:30' },
    });
    await user.click(screen.getByTestId('banner-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    expect((await listOutbox('u1'))[0]).toMatchObject({
      kind: 'create',
      method: 'POST',
      path: '/api/banners',
      body: {
        text: 'Halle gesperrt',
        link: null,
        severity: 'info',
        starts_at: new Date('2026-12-02T08:00').toISOString(),
        ends_at: new Date('2026-12-03T18:30').toISOString(),
      },
    });
  });

  it('edits with If-Match: the PUT carries the whole banner', async () => {
    const user = userEvent.setup();
    renderPage();
    const [first] = await screen.findAllByTestId('banners-item');
    await user.click(within(first!).getByTestId('banner-edit'));
    const text = await screen.findByRole('textbox', { name: /^Text/, hidden: true });
    await user.clear(text);
    await user.type(text, 'Training fällt heute aus');
    await user.click(screen.getByTestId('banner-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    const [update] = await listOutbox('u1');
    expect(update).toMatchObject({
      kind: 'update',
      method: 'PUT',
      path: '/api/banners',
      ifMatch: true,
      baseVersion: 1,
      body: {
        _id: 'b2',
        text: 'Training fällt heute aus',
        link: 'https://tus.example/training',
        severity: 'warning',
      },
    });
    const body = update!.body as { starts_at: string; ends_at: string };
    expect(Date.parse(body.ends_at) - Date.parse(body.starts_at)).toBeGreaterThan(DAY);
  });

  it('sends only the kind when only the kind was changed: the times keep their seconds', async () => {
    const user = userEvent.setup();
    const banner = {
      ...bannerFixture({
        severity: 'warning',
        starts_at: '2026-01-10T07:15:42.123Z',
        ends_at: '2099-01-10T07:15:59.999Z',
      }),
      serverVersion: 1,
    };
    expect(
      bannerPatch(banner, { ...bannerSchema.parse(bannerValues(banner)), severity: 'error' }),
    ).toEqual({ severity: 'error' });

    const stored = server.store.banners.get('b2')!;
    renderPage();
    const [first] = await screen.findAllByTestId('banners-item');
    await user.click(within(first!).getByTestId('banner-edit'));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /^Art/, hidden: true }),
      'error',
    );
    await user.click(screen.getByTestId('banner-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    const [update] = await listOutbox('u1');
    expect(update!.body).toEqual({
      _id: 'b2',
      text: stored.text,
      link: stored.link,
      severity: 'error',
      starts_at: stored.starts_at,
      ends_at: stored.ends_at,
    });
  });

  it('deletes after a confirmation, through the outbox', async () => {
    const user = userEvent.setup();
    renderPage();
    const items = await screen.findAllByTestId('banners-item');
    await user.click(within(items[2]!).getByTestId('banner-delete'));
    const dialog = await screen.findByTestId('confirm-dialog', {}, { timeout: 5_000 });
    expect(dialog).toHaveTextContent('„Hallenfest vorbei“');
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(async () =>
      expect(await listOutbox('u1')).toMatchObject([
        { kind: 'remove', method: 'DELETE', path: '/api/banners/b1' },
      ]),
    );
    await waitFor(() => expect(screen.getAllByTestId('banners-item')).toHaveLength(2));
  });
});
