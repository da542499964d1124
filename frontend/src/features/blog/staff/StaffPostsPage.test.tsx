import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, StaffPost } from '@/api/types';
import { USER_STORAGE_KEY } from '@/auth/session';
import { StaffPostsPage } from '@/features/blog/staff/StaffPostsPage';
import { queueUpload } from '@/offline/mutations';
import { listOutbox } from '@/offline/outbox';
import { applyRejected } from '@/offline/sync/transitions';
import { jsonResponse, resetDb } from '@/offline/testing';
import { renderAccount, userWith } from '@/testing/renderAccount';
import { i18n } from '@/i18n';

const post = (over: Partial<StaffPost>): StaffPost => ({
  _id: 'p1',
  article_number: 1,
  title: 'Kreismeisterschaft',
  text: '<p>Drei Titel für unsere Turnerinnen.</p>',
  info: 'Bericht von Anna Keller',
  photoURL: null,
  srcset: null,
  created_at: '2026-10-01T08:30:00.000Z',
  likes: 3,
  views: 40,
  social_media: {},
  category: 'club',
  department: null,
  owner: { _id: 'u9', name: 'Anna Keller', photoURL: null },
  blocked: false,
  blocked_by: null,
  version: 2,
  updated_at: '2026-10-01T08:30:00.000Z',
  ...over,
});

beforeEach(async () => {
  await resetDb();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) =>
    String(input) === '/api/blogPost/block/p1'
      ? jsonResponse(200, {
          success: true,
          message: 'Der Beitrag wurde gesperrt.',
          data: post({ blocked: true, blocked_by: { _id: 'u1', name: 'Kim Kurs' } }),
        })
      : String(input).startsWith('/api/blogPost?')
        ? jsonResponse(200, {
            success: true,
            message: '',
            data: {
              items: [
                post({}),
                post({
                  _id: 'p2',
                  title: 'Sommerfest',
                  blocked: true,
                  blocked_by: { _id: 'u1', name: 'Alex Admin' },
                }),
              ],
              total: 2,
              page: 1,
              limit: 100,
            },
          })
        : jsonResponse(503, { success: false, message: 'x', code: 'INTERNAL' }),
  ) as typeof fetch;
});

function renderAs(roles: Role[]) {
  const user = userWith(roles);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  return renderAccount([{ path: 'beiträge', element: <StaffPostsPage /> }], {
    user,
    path: '/de/account/beiträge',
  });
}

async function menuItems(title: string): Promise<string[]> {
  const card = (await screen.findAllByTestId('post-card')).find((c) =>
    c.textContent?.includes(title),
  )!;
  await userEvent.setup().click(within(card).getByTestId('post-actions'));
  const items = await screen.findAllByRole('menuitem');
  return items.map((item) => item.textContent ?? '');
}

describe('StaffPostsPage', () => {
  it.each([
    [['course'], ['Bearbeiten']],
    [['department'], ['Bearbeiten', 'Sperren']],
    [['admin'], ['Bearbeiten', 'Sperren', 'Löschen']],
  ] as [Role[], string[]][])('the menu of %j offers %j', async (roles, expected) => {
    renderAs(roles);
    expect(await menuItems('Kreismeisterschaft')).toEqual(expected);
  });

  it('names who blocked a post and shows an excerpt of its text without markup', async () => {
    renderAs(['admin']);
    const cards = await screen.findAllByTestId('post-card');
    const blocked = cards.find((c) => c.textContent?.includes('Sommerfest'))!;
    expect(within(blocked).getByTestId('post-blocked')).toHaveTextContent(
      'Gesperrt von Alex Admin',
    );
    expect(cards[0]).toHaveTextContent('Drei Titel für unsere Turnerinnen.');
    expect(cards[0]!.innerHTML).not.toContain('&lt;p&gt;');
  });

  it('names the author once and shows the likes and views', async () => {
    renderAs(['course']);
    const [card] = await screen.findAllByTestId('post-card');
    // The info names the author already: the owner's name is not added again.
    expect(card!.textContent?.match(/Anna Keller/g)).toHaveLength(1);
    expect(within(card!).getByTestId('post-likes')).toHaveTextContent('3 Likes');
    expect(within(card!).getByTestId('post-views')).toHaveTextContent('40 Aufrufe');
  });

  it('names the owner when the info does not', async () => {
    (globalThis.fetch as jest.Mock).mockImplementation(async () =>
      jsonResponse(200, {
        success: true,
        message: '',
        data: {
          items: [post({ info: 'Landesliga', likes: 1, views: 1 })],
          total: 1,
          page: 1,
          limit: 100,
        },
      }),
    );
    renderAs(['course']);
    const [card] = await screen.findAllByTestId('post-card');
    expect(card).toHaveTextContent('Landesliga · von Anna Keller');
    expect(within(card!).getByTestId('post-likes')).toHaveTextContent('1 Like');
    expect(within(card!).getByTestId('post-views')).toHaveTextContent('1 Aufruf');
  });

  it('edits through the outbox: a PUT with the changed fields and links as one map', async () => {
    const user = userEvent.setup();
    renderAs(['course']);
    await menuItems('Kreismeisterschaft');
    await user.click(screen.getByTestId('post-edit'));
    const title = await screen.findByRole('textbox', { name: /Titel/, hidden: true });
    await user.clear(title);
    await user.type(title, 'Kreismeisterschaft 2026');
    const instagram = screen.getByRole('textbox', { name: 'Instagram', hidden: true });
    await user.type(instagram, 'http://insta.example');
    await user.click(screen.getByTestId('post-save'));
    expect(
      await screen.findByText('Bitte gib eine Adresse ein, die mit https:// beginnt.'),
    ).toBeInTheDocument();
    await user.clear(instagram);
    await user.type(instagram, 'https://instagram.com/tus');
    await user.click(screen.getByTestId('post-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    const [row] = await listOutbox('u1');
    expect(row).toMatchObject({
      kind: 'update',
      method: 'PUT',
      path: '/api/blogPost',
      ifMatch: true,
      baseVersion: 2,
    });
    expect(row!.body).toEqual({
      _id: 'p1',
      title: 'Kreismeisterschaft 2026',
      social_media: { instagram: 'https://instagram.com/tus' },
    });
  });

  it('says in German that a post was blocked, in the server’s sentence', async () => {
    const user = userEvent.setup();
    renderAs(['admin']);
    await menuItems('Kreismeisterschaft');
    await user.click(screen.getByTestId('post-block'));
    expect(await screen.findByText('Der Beitrag wurde gesperrt.')).toBeInTheDocument();
  });

  it('says in English that a post was blocked', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      const user = userEvent.setup();
      renderAs(['admin']);
      await menuItems('Kreismeisterschaft');
      await user.click(screen.getByTestId('post-block'));
      expect(await screen.findByText('“Kreismeisterschaft” is now blocked.')).toBeInTheDocument();
      expect(screen.queryByText('Der Beitrag wurde gesperrt.')).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('de'));
    }
  });

  it('clears an emptied info: the PUT sends it as null, and nothing else', async () => {
    const user = userEvent.setup();
    renderAs(['course']);
    await menuItems('Kreismeisterschaft');
    await user.click(screen.getByTestId('post-edit'));
    await user.clear(await screen.findByRole('textbox', { name: /^Info/, hidden: true }));
    await user.click(screen.getByTestId('post-save'));
    await waitFor(async () => expect(await listOutbox('u1')).toHaveLength(1));
    const [row] = await listOutbox('u1');
    expect(row).toMatchObject({ kind: 'update', method: 'PUT', path: '/api/blogPost' });
    expect(row!.body).toEqual({ _id: 'p1', info: null });
  });
});

describe('StaffPostsPage: an image the server refused later', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

  it('says so on the field of the reopened form; a new pick replaces the refused row', async () => {
    const user = userEvent.setup();
    renderAs(['course']);
    await screen.findAllByTestId('post-card');
    await act(async () => {
      // Queued offline, refused by the server when it went out (its image pipeline could not read it).
      await queueUpload('u1', 'post', 'p1', 'image', new Blob([PNG]), 'kaputt.png');
      const [queued] = await listOutbox('u1');
      await applyRejected(
        queued!,
        {
          success: false,
          message: 'Nur Bilder im Format JPEG oder PNG können hochgeladen werden.',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        },
        415,
      );
    });
    await menuItems('Kreismeisterschaft');
    await user.click(screen.getByTestId('post-edit'));
    expect(
      await screen.findByText(
        'Das Bild wurde nicht angenommen: Nur Bilder im Format JPEG oder PNG können hochgeladen werden.',
      ),
    ).toBeInTheDocument();
    // The refused file is not previewed as if it were on its way.
    expect(screen.queryByText('Wird hochgeladen, sobald das Gerät online ist.')).toBeNull();
    expect(screen.queryByTestId('image-preview')).toBeNull();

    const good = new File([PNG], 'halle.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('image-input'), good);
    await waitFor(() => expect(screen.queryByText(/nicht angenommen/)).toBeNull());
    await user.click(screen.getByTestId('post-save'));
    // The post's fields go as the page always sends them; of the images only the new one is left.
    await waitFor(async () =>
      expect(
        (await listOutbox('u1'))
          .filter((row) => row.kind === 'upload')
          .map((row) => [row.status, row.upload?.name]),
      ).toEqual([['pending', 'halle.png']]),
    );
  });
});

describe('StaffPostsPage paging', () => {
  /** 150 posts on the server, newest first, in pages of 100. */
  const all = Array.from({ length: 150 }, (_, i) =>
    post({
      _id: `p${i}`,
      title: `Bericht ${i}`,
      created_at: new Date(Date.UTC(2026, 9, 1) - i * 3_600_000).toISOString(),
    }),
  );
  let asked: number[];
  /** What the server holds now; a test may change it between two pages. */
  let server: StaffPost[];
  /** Answers to a page with this status instead (once). */
  let failNext: number | null;

  beforeEach(() => {
    asked = [];
    server = [...all];
    failNext = null;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/blogPost') return jsonResponse(503, { success: false });
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      asked.push(page);
      if (failNext !== null && page > 1) {
        const status = failNext;
        failNext = null;
        return jsonResponse(status, { success: false, message: 'x', code: 'INTERNAL' });
      }
      const items = server.slice((page - 1) * limit, page * limit);
      const answer = { items, total: server.length, page, limit };
      // Someone deletes the newest post while the pages are asked for, once.
      if (page === 1 && asked.filter((p) => p === 2).length === 0 && deleteBetween) {
        server = server.slice(1);
      }
      return jsonResponse(200, { success: true, message: '', data: answer });
    }) as typeof fetch;
  });
  let deleteBetween = false;
  afterEach(() => {
    deleteBetween = false;
  });

  it('shows how many of the server’s posts are here and loads the older ones on request', async () => {
    const user = userEvent.setup();
    renderAs(['admin']);
    const more = await screen.findByTestId('load-more');
    expect(more).toHaveTextContent('100 von 150 geladen');
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(100));
    await user.click(within(more).getByRole('button', { name: 'Ältere Beiträge laden' }));
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(150));
    expect(screen.getByText('Bericht 149')).toBeInTheDocument();
    // All pages are here: no button any more; the line that says so has the focus.
    const done = await within(more).findByText('Alle 150 geladen.');
    expect(done).toHaveFocus();
    expect(within(more).queryByRole('button')).not.toBeInTheDocument();
    expect(asked.filter((page) => page === 2)).toHaveLength(1);
  });

  it('keeps the numbers and the button when the next page fails, and a second try asks that page again', async () => {
    // 250 posts: three pages.
    server = [
      ...all,
      ...all.map((p, i) => ({
        ...p,
        _id: `q${i}`,
        title: `Archiv ${i}`,
        created_at: new Date(Date.UTC(2026, 0, 1) - i * 3_600_000).toISOString(),
      })),
    ].slice(0, 250);
    const user = userEvent.setup();
    renderAs(['admin']);
    const more = await screen.findByTestId('load-more');
    failNext = 503;
    await user.click(within(more).getByRole('button', { name: 'Ältere Beiträge laden' }));
    await waitFor(() => expect(asked.filter((page) => page === 2)).toHaveLength(1));
    const again = await within(more).findByRole('button', { name: 'Ältere Beiträge laden' });
    expect(more).toHaveTextContent('100 von 250 geladen');
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(100));
    await user.click(again);
    // The second page, not the third as well.
    await waitFor(() => expect(more).toHaveTextContent('200 von 250 geladen'));
    // The cards come from the device's live query, which can answer after the numbers.
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(200));
    expect(asked.filter((page) => page === 3)).toEqual([]);
  });

  it('asks the pages again when the total moved between them, so no post falls between two pages', async () => {
    const user = userEvent.setup();
    renderAs(['admin']);
    const more = await screen.findByTestId('load-more');
    deleteBetween = true;
    await user.click(within(more).getByRole('button', { name: 'Ältere Beiträge laden' }));
    // p0 went between page 1 and page 2: page 2 starts one later, p100 would be on neither.
    await waitFor(() => expect(screen.getAllByTestId('post-card')).toHaveLength(149));
    expect(screen.getByText('Bericht 100')).toBeInTheDocument();
    expect(screen.queryByText('Bericht 0')).not.toBeInTheDocument();
    expect(asked).toEqual([1, 1, 2, 1, 2]);
  });

  it('says offline that older posts need the connection, instead of a button that fails', async () => {
    renderAs(['admin']);
    const more = await screen.findByTestId('load-more');
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(
        await within(more).findByText('Ältere Einträge lassen sich mit Verbindung laden.'),
      ).toBeInTheDocument();
      expect(within(more).queryByRole('button')).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });
});
