import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditPage } from '@/features/audit/pages/AuditPage';
import { i18n } from '@/i18n';
import { auditEntry, fakeAuditServer } from '@/testing/auditServer';
import { renderAccount, userWith } from '@/testing/renderAccount';

const entries = [
  auditEntry({ _id: 'a4', at: '2026-11-24T10:00:00.000Z', action: 'backup.downloaded' }),
  auditEntry({
    _id: 'a3',
    at: '2026-11-23T10:00:00.000Z',
    action: 'delete',
    actor: { _id: null, name: null, email: 'ehemalig@example.de' },
    entity_type: 'news',
    entity_id: 'n1',
  }),
  auditEntry({ _id: 'a2', at: '2026-11-22T10:00:00.000Z', action: 'moon.landed', actor: null }),
  auditEntry({
    _id: 'a1',
    at: '2026-11-21T10:00:00.000Z',
    actor: { _id: 'u8', name: 'Olaf Owner', email: 'owner@tus-musterstadt.de' },
  }),
];

function renderPage(lang = 'de') {
  return renderAccount([{ path: 'protokoll', element: <AuditPage /> }], {
    user: userWith(['owner']),
    path: `/${lang}/account/protokoll`,
  });
}

const actions = () => screen.getAllByTestId('audit-action').map((e) => e.textContent);

afterEach(async () => {
  await act(() => i18n.changeLanguage('de'));
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('AuditPage', () => {
  it('lists who did what when, newest first, in words; an unknown action as the server wrote it', async () => {
    fakeAuditServer(entries);
    renderPage();
    await screen.findAllByTestId('audit-item');
    expect(actions()).toEqual(['Backup heruntergeladen', 'Gelöscht', 'moon.landed', 'Gesperrt']);
    const [backup, deleted, unknown] = screen.getAllByTestId('audit-item');
    expect(within(backup!).getByTestId('audit-actor')).toHaveTextContent(
      'Anna Admin (admin@tus-musterstadt.de)',
    );
    expect(within(backup!).getByText('24.11.2026 11:00')).toBeInTheDocument();
    expect(within(deleted!).getByTestId('audit-actor')).toHaveTextContent('ehemalig@example.de');
    expect(within(deleted!).getByTestId('audit-target')).toHaveTextContent('Betrifft: Neuigkeit');
    expect(within(unknown!).getByTestId('audit-actor')).toHaveTextContent('System oder unbekannt');
  });

  const named = [
    auditEntry({
      _id: 'n3',
      at: '2026-11-24T10:00:00.000Z',
      action: 'publish.granted',
      entity_type: 'course',
      entity_id: 'af4f0c2e-0000-4000-8000-000000000001',
      entity_name: 'Kinderturnen Minis',
    }),
    auditEntry({
      _id: 'n2',
      at: '2026-11-23T10:00:00.000Z',
      action: 'venue.closed',
      entity_type: 'location',
      entity_id: 'loc-1',
      details: {
        name: 'Turnhalle Lindenschule',
        from: '2026-12-01',
        to: '2026-12-03',
        reason: 'Sanierung',
      },
    }),
    auditEntry({
      _id: 'n1',
      at: '2026-11-22T10:00:00.000Z',
      action: 'training.cancelled',
      entity_type: 'workshop',
      entity_id: 'w1',
      entity_name: null,
      details: { slot: 'slot-uuid', date: '2026-12-05', reason: 'Krank' },
    }),
    auditEntry({
      _id: 'n0',
      at: '2026-11-21T10:00:00.000Z',
      action: 'role.added',
      entity_type: 'user',
      entity_id: 'u9',
      entity_name: 'Jonas Müller',
      details: { email: 'jonas@tus-musterstadt.de', role: 'workshop' },
    }),
  ];
  const texts = (id: string) => screen.getAllByTestId(id).map((e) => e.textContent);

  it('names what an entry concerns by its kind and name, and its details as labelled fields', async () => {
    fakeAuditServer(named);
    renderPage();
    await screen.findAllByTestId('audit-item');
    expect(texts('audit-target')).toEqual([
      'Betrifft: Angebot „Kinderturnen Minis“',
      'Betrifft: Sportstätte „Turnhalle Lindenschule“',
      'Betrifft: Workshop',
      'Betrifft: Benutzer „Jonas Müller“',
    ]);
    expect(texts('audit-details')).toEqual([
      'Von: 01.12.2026 · Bis: 03.12.2026 · Grund: Sanierung',
      'Datum: 05.12.2026 · Grund: Krank',
      'E-Mail: jonas@tus-musterstadt.de · Rolle: Workshopleitung',
    ]);
    expect(screen.queryByText(/af4f|slot-uuid|reason:|from:/)).toBeNull();
  });

  it('names what an entry concerns and its details in English', async () => {
    fakeAuditServer(named);
    await act(() => i18n.changeLanguage('en'));
    renderPage('en');
    await screen.findAllByTestId('audit-item');
    expect(texts('audit-target')).toEqual([
      'Concerns: Course “Kinderturnen Minis”',
      'Concerns: Venue “Turnhalle Lindenschule”',
      'Concerns: Workshop',
      'Concerns: Account “Jonas Müller”',
    ]);
    expect(texts('audit-details')).toEqual([
      'From: 01.12.2026 · To: 03.12.2026 · Reason: Sanierung',
      'Date: 05.12.2026 · Reason: Krank',
      'E-mail: jonas@tus-musterstadt.de · Role: Workshop lead',
    ]);
  });

  it('names the actions in English too', async () => {
    fakeAuditServer(entries);
    await act(() => i18n.changeLanguage('en'));
    renderPage('en');
    await screen.findAllByTestId('audit-item');
    expect(actions()).toEqual(['Backup downloaded', 'Deleted', 'moon.landed', 'Blocked']);
  });

  it('filters by action and by person, asking the server', async () => {
    const server = fakeAuditServer(entries);
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('audit-item');
    await user.selectOptions(screen.getByTestId('audit-filter-action'), 'Gesperrt');
    await waitFor(() => expect(actions()).toEqual(['Gesperrt']));
    expect(server.urls.at(-1)).toBe('/api/audit?action=block&page=1&limit=50');

    await user.selectOptions(screen.getByTestId('audit-filter-action'), 'Alle Aktionen');
    await user.type(screen.getByTestId('audit-filter-person'), 'olaf');
    await waitFor(() => expect(actions()).toEqual(['Gesperrt']));
    expect(server.urls.at(-1)).toBe('/api/audit?person=olaf&page=1&limit=50');

    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(actions()).toHaveLength(4));
  });

  it('filters by whole local days, the end day included, and refuses an end before the start', async () => {
    const server = fakeAuditServer(entries);
    renderPage();
    await screen.findAllByTestId('audit-item');
    fireEvent.change(screen.getByTestId('audit-filter-from'), { target: { value: '2026-11-22' } });
    fireEvent.change(screen.getByTestId('audit-filter-to'), { target: { value: '2026-11-23' } });
    await waitFor(() => expect(actions()).toEqual(['Gelöscht', 'moon.landed']));
    const url = new URL(server.urls.at(-1)!, 'http://localhost');
    expect(url.searchParams.get('from')).toBe(new Date(2026, 10, 22).toISOString());
    expect(url.searchParams.get('to')).toBe(new Date(2026, 10, 24).toISOString());

    const asked = server.urls.length;
    fireEvent.change(screen.getByTestId('audit-filter-to'), { target: { value: '2026-11-21' } });
    expect(
      await screen.findByText('Das Enddatum darf nicht vor dem Anfangsdatum liegen.'),
    ).toBeInTheDocument();
    expect(server.urls).toHaveLength(asked);
    expect(actions()).toEqual(['Gelöscht', 'moon.landed']);
  });

  it('says when nothing matches the filters', async () => {
    fakeAuditServer(entries);
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('audit-item');
    await user.type(screen.getByTestId('audit-filter-person'), 'niemand');
    expect(await screen.findByText('Keine Einträge passen zu den Filtern.')).toBeInTheDocument();
  });

  it('pages through a long log', async () => {
    fakeAuditServer(
      Array.from({ length: 60 }, (_, i) =>
        auditEntry({ _id: `x${i}`, at: new Date(Date.UTC(2026, 10, 1, 0, 60 - i)).toISOString() }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findAllByTestId('audit-item')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Ältere Einträge laden' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-item')).toHaveLength(60));
  });

  it('says offline that the log needs the connection', async () => {
    fakeAuditServer(entries);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    renderPage();
    expect(screen.getByTestId('audit-offline')).toHaveTextContent(
      'Das Protokoll braucht eine Verbindung zum Server.',
    );
    expect(screen.getByTestId('audit-filter-person')).toBeDisabled();
  });
});
