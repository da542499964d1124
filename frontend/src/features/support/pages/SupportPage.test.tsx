import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { SupportPage } from '@/features/support/pages/SupportPage';
import { renderAccount, userWith } from '@/testing/renderAccount';
import { fakeSupportServer, supportMessage } from '@/testing/supportServer';

const unread = supportMessage();
const handled = supportMessage({
  _id: 'm2',
  name: 'Bernd Beispiel',
  email: 'bernd@example.de',
  phone: null,
  subject: 'Hallenschlüssel',
  message: 'Der Schlüssel liegt wieder im Büro.',
  read_at: '2026-11-19T10:00:00Z',
  done: true,
  done_at: '2026-11-19T10:05:00Z',
  created_at: '2026-11-19T09:00:00Z',
  version: 2,
});

function renderPage() {
  return renderAccount([{ path: 'support', element: <SupportPage /> }], {
    user: userWith(['admin']),
    path: '/de/account/support',
  });
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  setOnline(true);
  // TanStack Query keeps its own online state once the page that heard "offline" is gone.
  onlineManager.setOnline(true);
});

describe('SupportPage', () => {
  it('lists the inbox newest first with unread and handled state, and states the retention', async () => {
    fakeSupportServer([unread, handled], 90);
    renderPage();
    const items = await screen.findAllByTestId('support-item');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Probetraining Kinderturnen',
      'Hallenschlüssel',
    ]);
    expect(within(items[0]!).getByText('Ungelesen')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Offen')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Ungelesen')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Erledigt')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Von Erika Mustermann/)).toBeInTheDocument();
    expect(screen.getByTestId('support-retention')).toHaveTextContent(
      'Nachrichten werden 90 Tage nach dem Eingang automatisch gelöscht.',
    );
  });

  it('opens a message in full, marks it read and offers a reply by e-mail with "Re:"', async () => {
    const server = fakeSupportServer([unread, handled]);
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Nachricht „Probetraining Kinderturnen“ öffnen' }),
    );
    const dialog = await screen.findByTestId('support-dialog');
    expect(within(dialog).getByTestId('support-text')).toHaveTextContent(unread.message);
    expect(within(dialog).getByText('0123 456789')).toHaveAttribute('href', 'tel:0123456789');
    expect(within(dialog).getByTestId('support-reply')).toHaveAttribute(
      'href',
      'mailto:erika@example.de?subject=Re%3A%20Probetraining%20Kinderturnen',
    );
    await waitFor(() =>
      expect(server.calls).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/api/support/read/m1' }),
      ),
    );
    // The answer updates the list behind the dialog: no longer unread.
    await waitFor(() =>
      expect(within(screen.getAllByTestId('support-item')[0]!).queryByText('Ungelesen')).toBeNull(),
    );
  });

  it('does not mark a message read again that was read before', async () => {
    const server = fakeSupportServer([handled]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('support-open-message'));
    await screen.findByTestId('support-dialog');
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('marks a message handled with its version and says so once', async () => {
    const server = fakeSupportServer([unread]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('support-open-message'));
    await user.click(await screen.findByRole('button', { name: 'Als erledigt markieren' }));
    await waitFor(() =>
      expect(server.calls.at(-1)).toMatchObject({
        method: 'POST',
        url: '/api/support/done/m1',
        ifMatch: '"1"',
        body: { done: true },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Wieder öffnen' })).toBeEnabled();
    expect(
      await screen.findAllByText('Die Nachricht ist erledigt.', {}, { timeout: 2000 }),
    ).toHaveLength(1);
  });

  it('says when the message changed meanwhile and shows it as it is now', async () => {
    const server = fakeSupportServer([unread]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('support-open-message'));
    // Someone else handled it after the list was loaded.
    server.messages[0] = { ...unread, done: true, done_at: '2026-11-27T07:00:00Z', version: 2 };
    await user.click(await screen.findByRole('button', { name: 'Als erledigt markieren' }));
    expect(
      await screen.findByText(
        'Die Nachricht wurde inzwischen von jemand anderem geändert.',
        {},
        { timeout: 2000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Wieder öffnen' })).toBeInTheDocument();
  });

  it('deletes a message only after a confirmation naming it', async () => {
    const server = fakeSupportServer([unread, handled]);
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Nachricht „Hallenschlüssel“ öffnen' }),
    );
    await user.click(await screen.findByTestId('support-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('„Hallenschlüssel“ von Bernd Beispiel');
    await user.click(within(confirm).getByTestId('confirm-dialog-cancel'));
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByTestId('support-delete'));
    await user.click(await screen.findByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('support-item')).toHaveLength(1));
    expect(server.calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/support/m2' });
    expect(screen.queryByTestId('support-dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByText('Die Nachricht wurde gelöscht.', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });

  it('shows only open messages on the "Offen" tab, asking the server for them', async () => {
    const server = fakeSupportServer([unread, handled]);
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('support-item');
    await user.click(screen.getByRole('tab', { name: 'Offen' }));
    await waitFor(() => expect(screen.getAllByTestId('support-item')).toHaveLength(1));
    expect(server.calls.at(-1)?.url).toBe('/api/support?status=open&page=1&limit=20');
  });

  it('pages through a long inbox', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      supportMessage({ _id: `p${i}`, subject: `Frage ${i + 1}` }),
    );
    fakeSupportServer(many);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findAllByTestId('support-item')).toHaveLength(20);
    expect(screen.getByText('20 von 25 geladen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ältere Nachrichten laden' }));
    await waitFor(() => expect(screen.getAllByTestId('support-item')).toHaveLength(25));
  });

  it('says offline that the inbox needs the connection and opens nothing', async () => {
    fakeSupportServer([unread]);
    renderPage();
    await screen.findAllByTestId('support-item');
    setOnline(false);
    expect(await screen.findByTestId('support-offline')).toHaveTextContent(
      'Das Support-Postfach braucht eine Verbindung zum Server.',
    );
    expect(screen.getByTestId('support-open-message')).toBeDisabled();
  });

  it('says when the inbox cannot be loaded and tries again on request', async () => {
    const server = fakeSupportServer([unread]);
    server.failList = true;
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText('Die Nachrichten konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    server.failList = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findAllByTestId('support-item')).toHaveLength(1);
  });

  it('says so when the inbox is empty', async () => {
    fakeSupportServer([]);
    renderPage();
    expect(await screen.findByText('Keine Nachrichten im Postfach.')).toBeInTheDocument();
  });
});
