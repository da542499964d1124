import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@/api/types';
import { USER_STORAGE_KEY } from '@/auth/session';
import { HistoryButton } from '@/features/history';
import type { Revision, RevisionDetail } from '@/features/history/types';
import { getLocalCourse, jsonResponse, courseFixture, resetDb } from '@/offline/testing';
import { renderAccount, userWith } from '@/testing/renderAccount';
import { i18n } from '@/i18n';

const older: Revision = {
  _id: 'r1',
  number: 1,
  published_at: '2026-11-20T09:15:00.000Z',
  published_by: { _id: 'u7', name: 'Alex Admin' },
  via_request: false,
  current: false,
  snapshot: { title: 'Kinderturnen' },
};
const newer: Revision = {
  ...older,
  _id: 'r2',
  number: 2,
  published_at: '2026-11-25T16:40:00.000Z',
  published_by: { _id: 'u8', name: 'Olga Owner' },
  via_request: true,
  current: true,
  snapshot: { title: 'Kinderturnen ab 6' },
};
const detail: RevisionDetail = {
  ...older,
  version: 7,
  diff: [
    { field: 'title', label: 'Titel', revision: 'Kinderturnen', current: 'Kinderturnen ab 6' },
    {
      field: 'photoURL',
      label: 'Foto',
      revision: '/uploads/alt.jpg',
      current: null,
    },
    {
      field: 'times',
      label: 'Trainingszeiten',
      revision: [{ day: 'Montag', start: '17:00', end: '18:00', location: 'Turnhalle' }],
      current: [{ day: 'Mittwoch', start: '16:00', end: '17:00', location: 'Halle 2' }],
    },
  ],
};

/** Fluent's dialogs open with motion; on a busy machine that can take longer than 1 s. */
const OPENING = { timeout: 5000 };

interface Sent {
  method: string;
  url: string;
  ifMatch: string | null;
}
let sent: Sent[];
let restoreStatus: number;

beforeEach(async () => {
  await resetDb();
  sent = [];
  restoreStatus = 200;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ method, url, ifMatch: new Headers(init?.headers).get('If-Match') });
    if (method === 'GET' && url === '/api/course/history/c1') {
      return jsonResponse(200, { success: true, message: '', data: [newer, older] });
    }
    if (method === 'GET' && url === '/api/course/history/c1/r1') {
      return jsonResponse(200, { success: true, message: '', data: detail });
    }
    if (method === 'GET' && url === '/api/department/history/d1') {
      return jsonResponse(200, { success: true, message: '', data: [newer, older] });
    }
    if (method === 'GET' && url === '/api/department/history/d1/r1') {
      const diff = [
        { field: 'title', label: 'Titel', revision: 'Turnen', current: 'Turnen & Gym' },
      ];
      return jsonResponse(200, { success: true, message: '', data: { ...detail, diff } });
    }
    if (method === 'POST' && url === '/api/department/restore/d1/r1') {
      return jsonResponse(200, {
        success: true,
        message: 'Die Version der Abteilung wurde wiederhergestellt.',
        data: {
          _id: 'd1',
          name: 'Turnen',
          title: 'Turnen',
          description: '<p>Am Reck</p>',
          photoURL: null,
          srcset: null,
          iconURL: null,
          public: true,
          version: 8,
          updated_at: '2026-11-27T08:00:00.000Z',
        },
      });
    }
    if (method === 'POST' && url === '/api/course/restore/c1/r1') {
      if (restoreStatus === 412) {
        return jsonResponse(412, {
          success: false,
          message: 'Das Angebot wurde inzwischen von jemand anderem geändert.',
          code: 'VERSION_CONFLICT',
        });
      }
      return jsonResponse(200, {
        success: true,
        message: 'Die Version wurde als Arbeitskopie wiederhergestellt.',
        data: courseFixture({ title: 'Kinderturnen', version: 8, state: 'changed' }),
      });
    }
    return jsonResponse(404, { success: false, message: 'Nicht gefunden', code: 'NOT_FOUND' });
  }) as typeof fetch;
});

function renderFor(roles: Role[]) {
  const user = userWith(roles);
  // The server's answers are stored only while the device's session is this user's.
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  return renderAccount(
    [{ path: 'angebot', element: <HistoryButton type="course" id="c1" title="Kinderturnen" /> }],
    { user, path: '/de/account/angebot' },
  );
}

/**
 * Chooses version 1, asks to restore it and answers the confirmation. The confirmation is found by
 * its test id: jsdom sometimes still counts Fluent's nested alert dialog as hidden while its motion
 * runs (the browser test checks it with axe).
 */
async function restoreVersionOne(dialog: HTMLElement, expectText: RegExp) {
  await userEvent.click(await within(dialog).findByRole('button', { name: /Version 1/ }));
  await userEvent.click(
    await within(dialog).findByRole('button', { name: 'Wiederherstellen' }, OPENING),
  );
  const confirm = await screen.findByTestId('history-confirm', {}, OPENING);
  expect(confirm.textContent).toMatch(expectText);
  expect(sent.some((r) => r.method === 'POST')).toBe(false);
  await userEvent.click(within(confirm).getByTestId('history-confirm-restore'));
}

async function openHistory() {
  await userEvent.click(screen.getByRole('button', { name: 'Verlauf' }));
  return screen.findByRole('dialog', { name: 'Verlauf: Kinderturnen' }, OPENING);
}

describe('HistoryButton', () => {
  it('is not offered to a course trainer, who may not publish', () => {
    renderFor(['course']);
    expect(screen.queryByRole('button', { name: 'Verlauf' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('lists the published versions with who and when, newest first', async () => {
    renderFor(['admin']);
    const dialog = await openHistory();
    const items = await within(dialog).findAllByTestId('history-revision');
    expect(items.map((item) => item.textContent)).toEqual([
      'Version 2Öffentlichauf Anfrage25.11.2026 17:40 · Olga Owner',
      'Version 120.11.2026 10:15 · Alex Admin',
    ]);
  });

  it('shows a chosen version against the current one, images as images', async () => {
    renderFor(['admin']);
    const dialog = await openHistory();
    await userEvent.click(await within(dialog).findByRole('button', { name: /Version 1/ }));
    const diff = await within(dialog).findByTestId('history-diff');
    expect(within(diff).getByRole('heading', { name: /Version 1 im Vergleich/ })).toBeTruthy();
    const changes = within(diff).getAllByTestId('history-change');
    expect(changes.map((c) => c.firstChild?.textContent)).toEqual([
      'Titel',
      'Foto',
      'Trainingszeiten',
    ]);
    const image = within(changes[1]!).getByRole('img', { name: 'Bild in Version 1' });
    expect(image.getAttribute('src')).toBe('/uploads/alt.jpg');
    expect(within(changes[1]!).getByText('(leer)')).toBeTruthy();
    expect(within(changes[2]!).getByText('Montag 17:00–18:00 · Turnhalle')).toBeTruthy();
  });

  it('words a time slot of a version in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderFor(['admin']);
      await userEvent.click(screen.getByRole('button', { name: 'History' }));
      const dialog = await screen.findByRole('dialog', { name: 'History: Kinderturnen' }, OPENING);
      await userEvent.click(await within(dialog).findByRole('button', { name: /Version 1/ }));
      const diff = await within(dialog).findByTestId('history-diff');
      expect(within(diff).getByText('Monday 17:00–18:00 · Turnhalle')).toBeTruthy();
      expect(within(diff).getByText('Wednesday 16:00–17:00 · Halle 2')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('de'));
    }
  });

  it('restores after a confirmation with If-Match and stores the answer on the device', async () => {
    renderFor(['admin']);
    const dialog = await openHistory();
    await restoreVersionOne(dialog, /^Version 1 wiederherstellen\?Die Inhalte von Version 1/);

    expect(
      await screen.findByText('Die Version wurde als Arbeitskopie wiederhergestellt.'),
    ).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/course/restore/c1/r1', ifMatch: '"7"' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('history-dialog')).toBeNull());
    const local = await getLocalCourse('u1', 'c1');
    expect(local).toMatchObject({ title: 'Kinderturnen', state: 'changed', serverVersion: 8 });
  });

  it('says so when the version changed meanwhile, and keeps the history open', async () => {
    restoreStatus = 412;
    renderFor(['owner']);
    const dialog = await openHistory();
    await restoreVersionOne(dialog, /Version 1 wiederherstellen\?/);
    expect(
      await screen.findByText('Das Angebot wurde inzwischen von jemand anderem geändert.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('history-confirm')).toBeNull());
    expect(screen.getByTestId('history-dialog')).toBeTruthy();
    expect(await getLocalCourse('u1', 'c1')).toBeUndefined();
  });

  it('says offline that the history needs the connection, and asks nothing', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderFor(['admin']);
      const dialog = await openHistory();
      expect(within(dialog).getByTestId('history-offline').textContent).toMatch(
        /braucht eine Verbindung/,
      );
      expect(within(dialog).queryByTestId('history-revisions')).toBeNull();
      expect(sent).toEqual([]);
    } finally {
      onLine.mockRestore();
    }
  });

  it('restores a department (edited live) through its own path and says it is public at once', async () => {
    const user = userWith(['admin']);
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    renderAccount(
      [
        {
          path: 'abteilungen',
          element: <HistoryButton type="department" id="d1" title="Turnen & Gym" compact />,
        },
      ],
      { user, path: '/de/account/abteilungen' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verlauf von „Turnen & Gym“' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verlauf: Turnen & Gym' }, OPENING);
    await restoreVersionOne(dialog, /zeigt danach sofort wieder die Inhalte von Version 1/);
    expect(
      await screen.findByText('Die Version der Abteilung wurde wiederhergestellt.'),
    ).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/department/restore/d1/r1', ifMatch: '"7"' },
    ]);
  });
});
