import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EntityTable, type EntityColumn } from '@/components/table/EntityTable';
import { renderWithProviders } from '@/testing/renderWithProviders';

interface Row {
  id: string;
  title: string;
  members: number;
}

const ROWS: Row[] = [
  { id: 'a', title: 'Übungsleiter-Fortbildung', members: 12 },
  { id: 'b', title: 'Aerobic', members: 30 },
  { id: 'c', title: 'Zumba', members: 8 },
  { id: 'd', title: 'Mutter-Kind-Turnen', members: 15 },
  { id: 'e', title: 'Kraftraum', members: 5 },
];
const COLUMNS: EntityColumn<Row>[] = [
  { id: 'title', label: 'Titel', sortValue: (r) => r.title, render: (r) => r.title },
  { id: 'members', label: 'Mitglieder', sortValue: (r) => r.members, render: (r) => r.members },
  { id: 'note', label: 'Hinweis', render: () => '–' },
];
const retry = jest.fn();

function renderTable(over: Partial<Parameters<typeof EntityTable<Row>>[0]> = {}) {
  return renderWithProviders(
    <EntityTable<Row>
      label="Kurse"
      items={ROWS}
      getId={(r) => r.id}
      columns={COLUMNS}
      searchText={(r) => r.title}
      searchLabel="Kurse durchsuchen"
      defaultSort={{ column: 'title', direction: 'ascending' }}
      pageSize={3}
      rowTestId="row"
      loading={false}
      failed={false}
      stale={false}
      onRetry={retry}
      texts={{ failed: 'Fehler.', empty: 'Leer.', noMatch: (s) => `Nichts zu „${s}“.` }}
      {...over}
    />,
  );
}

const titles = () =>
  screen.getAllByTestId('row').map((row) => within(row).getAllByRole('gridcell')[0]!.textContent);

describe('EntityTable', () => {
  it('sorts by the default column in German order and shows the first page with a pager', () => {
    renderTable();
    expect(screen.getByRole('grid', { name: 'Kurse' })).toBeInTheDocument();
    expect(titles()).toEqual(['Aerobic', 'Kraftraum', 'Mutter-Kind-Turnen']);
    expect(screen.getByText('Seite 1 von 2 · 5 Einträge')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
  });

  it('pages forward and back over the sorted rows', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(titles()).toEqual(['Übungsleiter-Fortbildung', 'Zumba']);
    expect(screen.getByText('Seite 2 von 2 · 5 Einträge')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(titles()).toEqual(['Aerobic', 'Kraftraum', 'Mutter-Kind-Turnen']);
  });

  it('sorts by a clicked column, then the other way round', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Mitglieder' }));
    expect(titles()).toEqual(['Kraftraum', 'Zumba', 'Übungsleiter-Fortbildung']);
    await user.click(screen.getByRole('button', { name: 'Mitglieder' }));
    expect(titles()).toEqual(['Aerobic', 'Mutter-Kind-Turnen', 'Übungsleiter-Fortbildung']);
    // A column without a sort value offers no sorting.
    expect(screen.getByRole('columnheader', { name: 'Hinweis' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hinweis' })).not.toBeInTheDocument();
  });

  it('searches folding umlauts (ue finds Ü), back to the first page, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await user.type(screen.getByRole('searchbox', { name: 'Kurse durchsuchen' }), 'uebungs');
    expect(titles()).toEqual(['Übungsleiter-Fortbildung']);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'Yoga');
    expect(screen.getByText('Nichts zu „Yoga“.')).toBeInTheDocument();
  });

  it('shows loading, a failure with a retry, empty, and the device copy note', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable({ items: undefined, loading: true });
    expect(screen.getByText('Wird geladen …', { exact: false })).toBeInTheDocument();
    unmount();
    const failed = renderTable({ items: [], failed: true });
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalled();
    failed.unmount();
    const empty = renderTable({ items: [] });
    expect(screen.getByText('Leer.')).toBeInTheDocument();
    empty.unmount();
    renderTable({ stale: true });
    expect(screen.getByText(/Keine Verbindung zum Server/)).toBeInTheDocument();
  });
});
