import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession } from '@/auth/session';
import { backupFileName } from '@/features/backup/backupFileName';
import { RestoreHint } from '@/features/backup/components/RestoreHint';
import { BackupPage } from '@/features/backup/pages/BackupPage';
import { jsonResponse } from '@/offline/testing';
import { renderAccount, userWith } from '@/testing/renderAccount';

/** A backup answer whose body the test feeds chunk by chunk (as a slow, large download). */
function streamedBackup(withLength: number | null) {
  let feed!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (feed = c) });
  const headers: Record<string, string> = {
    'Content-Type': 'application/zip',
    'Content-Disposition': 'attachment; filename="backup_2000_01_01.zip"',
  };
  if (withLength !== null) headers['Content-Length'] = String(withLength);
  return { response: new Response(body, { status: 200, headers }), feed: () => feed };
}

let saved: { name: string; blob: Blob }[];
let answer: (init?: RequestInit) => Response;
let requests: { url: string; authorization: string | null }[];

beforeEach(() => {
  saved = [];
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: String(input),
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    return answer(init);
  }) as unknown as typeof fetch;
  let lastBlob: Blob | null = null;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:backup';
  });
  URL.revokeObjectURL = jest.fn();
  setSession(userWith(['admin']), 'access-token-1');
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: lastBlob! });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

function renderPage() {
  return renderAccount([{ path: 'backup', element: <BackupPage /> }], {
    user: userWith(['admin']),
    path: '/de/account/backup',
  });
}

const bytes = (n: number, fill: number) => new Uint8Array(n).fill(fill);

describe('backupFileName', () => {
  it('names the file backup_YYYY_MM_DD.zip after the local day', () => {
    expect(backupFileName(new Date(2026, 0, 5, 23, 59))).toBe('backup_2026_01_05.zip');
    expect(backupFileName(new Date(2026, 10, 27, 0, 1))).toBe('backup_2026_11_27.zip');
  });
});

describe('BackupPage', () => {
  it('streams the backup with the share received, saves it under today’s name and says so once', async () => {
    const { response, feed } = streamedBackup(3_000_000);
    answer = () => response;
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByTestId('backup-download'));
    expect(await screen.findByText('Das Backup wird erstellt …')).toBeInTheDocument();
    expect(screen.getByTestId('backup-download')).toBeDisabled();

    act(() => feed().enqueue(bytes(1_500_000, 1)));
    expect(await screen.findByText('1,5 MB von 3 MB empfangen')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt des Downloads' })).toHaveAttribute(
      'aria-valuenow',
      '0.5',
    );

    act(() => {
      feed().enqueue(bytes(1_500_000, 2));
      feed().close();
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(saved[0]!.name).toBe(
      `backup_${today.getFullYear()}_${pad(today.getMonth() + 1)}_${pad(today.getDate())}.zip`,
    );
    const content = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect(content.length).toBe(3_000_000);
    expect([content[0], content[2_999_999]]).toEqual([1, 2]);
    expect(requests).toEqual([{ url: '/api/backup', authorization: 'Bearer access-token-1' }]);
    expect(
      await screen.findAllByText('Backup erfolgreich heruntergeladen', {}, { timeout: 2000 }),
    ).toHaveLength(1);
    expect(screen.queryByTestId('backup-progress')).not.toBeInTheDocument();
    expect(screen.getByTestId('backup-download')).toBeEnabled();
  });

  it('shows the bytes received on a moving bar when the size is not known', async () => {
    const { response, feed } = streamedBackup(null);
    answer = () => response;
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByTestId('backup-download'));
    act(() => feed().enqueue(bytes(2_048, 0)));
    expect(await screen.findByText('2 kB empfangen')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Fortschritt des Downloads' }),
    ).not.toHaveAttribute('aria-valuenow');
    act(() => feed().close());
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('says in the spec’s words when no backup could be created, and saves nothing', async () => {
    answer = () =>
      jsonResponse(500, {
        success: false,
        code: 'INTERNAL',
        message: 'Es konnte kein Backup erstellt werden.',
      });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByTestId('backup-download'));
    expect(
      await screen.findAllByText('Es konnte kein Backup erstellt werden', {}, { timeout: 2000 }),
    ).toHaveLength(1);
    expect(saved).toEqual([]);
    expect(screen.getByTestId('backup-download')).toBeEnabled();
  });

  it('cancels a running download: nothing is saved, and it says so', async () => {
    answer = (init) => {
      const { response, feed } = streamedBackup(null);
      init?.signal?.addEventListener('abort', () =>
        feed().error(new DOMException('The operation was aborted.', 'AbortError')),
      );
      queueMicrotask(() => feed().enqueue(bytes(10, 0)));
      return response;
    };
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByTestId('backup-download'));
    await user.click(await screen.findByTestId('backup-cancel'));
    expect(
      await screen.findByText('Der Download des Backups wurde abgebrochen.', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.queryByText('Es konnte kein Backup erstellt werden')).not.toBeInTheDocument();
  });

  it('says offline that a backup needs the connection and offers no download', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    renderPage();
    expect(screen.getByTestId('backup-offline')).toHaveTextContent(
      'Ein Backup braucht eine Verbindung zum Server.',
    );
    expect(screen.getByTestId('backup-download')).toBeDisabled();
  });

  it('tells how to restore', () => {
    renderPage();
    expect(screen.getByTestId('backup-restore')).toHaveTextContent(
      'npm run restore -- backup_JJJJ_MM_TT.zip',
    );
  });
});

describe('RestoreHint', () => {
  it('links the operations guide’s restore section when the docs have an address', () => {
    render(
      <RestoreHint docsUrl="https://git.example.org/verein/vereinsheim/src/branch/main/docs/" />,
    );
    expect(
      screen.getByRole('link', { name: /Schritt für Schritt im Betriebshandbuch/ }),
    ).toHaveAttribute(
      'href',
      'https://git.example.org/verein/vereinsheim/src/branch/main/docs/operations.md#backup-and-restore',
    );
  });

  it('names the guide’s path when the docs have no address', () => {
    render(<RestoreHint docsUrl={undefined} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(
      screen.getByText(/docs\/operations\.md, Abschnitt „Backup and restore“/),
    ).toBeInTheDocument();
  });
});
