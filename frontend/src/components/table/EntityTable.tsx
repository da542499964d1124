import {
  Button,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  SearchBox,
  Text,
  createTableColumn,
  makeStyles,
  tokens,
  type SortDirection,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountLink } from '@/components/AccountLink';
import { matchesSearch } from '@/components/format/search';
import { ListStates } from '@/components/layout/ListStates';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  search: { maxWidth: '24rem', width: '100%' },
  grid: { minWidth: 0 },
  // A column that is only shown from tablet width on (the phone keeps the first columns).
  wide: { '@media (max-width: 599px)': { display: 'none' } },
  title: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  note: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
});

export interface EntityColumn<T> {
  id: string;
  label: string;
  render(item: T): ReactNode;
  /** Makes the column sortable by this value (texts compare in German order). */
  sortValue?(item: T): string | number;
  /** Shown from 600 px on only. */
  wide?: boolean;
}

export interface EntityTableProps<T> {
  /** The table's accessible name. */
  label: string;
  items: readonly T[] | undefined;
  getId(item: T): string;
  columns: readonly EntityColumn<T>[];
  /** What the search box matches (umlaut- and accent-folding, as the public filter). */
  searchText?(item: T): string;
  searchLabel?: string;
  defaultSort: { column: string; direction: SortDirection };
  pageSize?: number;
  rowTestId?: string;
  loading: boolean;
  failed: boolean;
  stale: boolean;
  onRetry(): void;
  texts: { failed: string; empty: string; stale?: string; noMatch(search: string): string };
}

const compareValues = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), 'de', { numeric: true });

/**
 * The back office's entity table on Fluent's DataGrid: search (folding umlauts like the public
 * course filter), sortable columns, pages of `pageSize` rows with a pager that says where it is,
 * and the list states (loading, failed with a retry, empty, no match, the device's copy).
 */
export function EntityTable<T>({
  label,
  items,
  getId,
  columns,
  searchText,
  searchLabel,
  defaultSort,
  pageSize = 25,
  rowTestId,
  loading,
  failed,
  stale,
  onRetry,
  texts,
}: EntityTableProps<T>) {
  const { t } = useTranslation('account');
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ sortColumn: string; sortDirection: SortDirection }>({
    sortColumn: defaultSort.column,
    sortDirection: defaultSort.direction,
  });
  const [page, setPage] = useState(0);

  const gridColumns = useMemo<TableColumnDefinition<T>[]>(
    () =>
      columns.map((column) => {
        const value = column.sortValue;
        return createTableColumn<T>({
          columnId: column.id,
          compare: value ? (a, b) => compareValues(value(a), value(b)) : undefined,
          renderHeaderCell: () => column.label,
          renderCell: column.render,
        });
      }),
    [columns],
  );

  const matching = useMemo(() => {
    const found = (items ?? []).filter(
      (item) => !searchText || matchesSearch(searchText(item), search),
    );
    const column = columns.find((c) => c.id === sort.sortColumn);
    const value = column?.sortValue;
    if (!value) return found;
    const sign = sort.sortDirection === 'ascending' ? 1 : -1;
    return [...found].sort((a, b) => sign * compareValues(value(a), value(b)));
  }, [items, search, searchText, columns, sort]);

  const pages = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(page, pages - 1);
  const shown = matching.slice(current * pageSize, (current + 1) * pageSize);
  const wideColumns = new Set(columns.filter((c) => c.wide).map((c) => c.id));
  const cellClass = (columnId: string | number) =>
    wideColumns.has(String(columnId)) ? styles.wide : undefined;

  return (
    <div className={styles.root}>
      {searchText && (
        <SearchBox
          className={styles.search}
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={search}
          onChange={(_, data) => {
            setSearch(data.value);
            setPage(0);
          }}
        />
      )}
      <ListStates
        loading={loading}
        failed={failed}
        stale={stale}
        empty={matching.length === 0}
        texts={{
          failed: texts.failed,
          stale: texts.stale,
          empty: search.trim() ? texts.noMatch(search.trim()) : texts.empty,
        }}
        onRetry={onRetry}
      >
        <DataGrid
          className={styles.grid}
          aria-label={label}
          items={shown}
          columns={gridColumns}
          getRowId={getId}
          sortable
          sortState={sort}
          onSortChange={(_, next) => {
            // Fluent offers no sorting on a column without `compare`; this keeps it that way.
            const column = columns.find((c) => c.id === String(next.sortColumn));
            if (!column?.sortValue) return;
            setSort({ sortColumn: column.id, sortDirection: next.sortDirection });
          }}
        >
          <DataGridHeader>
            <DataGridRow>
              {({ renderHeaderCell, columnId }) => (
                <DataGridHeaderCell className={cellClass(columnId)}>
                  {renderHeaderCell()}
                </DataGridHeaderCell>
              )}
            </DataGridRow>
          </DataGridHeader>
          <DataGridBody<T>>
            {({ item, rowId }) => (
              <DataGridRow<T> key={rowId} data-testid={rowTestId} data-id={rowId}>
                {({ renderCell, columnId }) => (
                  <DataGridCell className={cellClass(columnId)}>{renderCell(item)}</DataGridCell>
                )}
              </DataGridRow>
            )}
          </DataGridBody>
        </DataGrid>
        {pages > 1 && (
          <nav className={styles.pager} aria-label={t('table.pager', { label })}>
            <Button
              appearance="subtle"
              icon={<ChevronLeft20Regular />}
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
              aria-label={t('table.previous')}
            />
            <Text aria-live="polite">
              {t('table.page', { page: current + 1, pages, count: matching.length })}
            </Text>
            <Button
              appearance="subtle"
              icon={<ChevronRight20Regular />}
              disabled={current === pages - 1}
              onClick={() => setPage(current + 1)}
              aria-label={t('table.next')}
            />
          </nav>
        )}
      </ListStates>
    </div>
  );
}

/** The first cell of an entity row: its name as the link to its editor, a line below, a warning. */
export function EntityTitleCell({
  to,
  title,
  meta,
  note,
}: {
  to: string;
  title: string;
  meta?: string | null;
  note?: string | null;
}) {
  const styles = useStyles();
  return (
    <span className={styles.title}>
      <AccountLink to={to}>{title}</AccountLink>
      {meta && <span className={styles.meta}>{meta}</span>}
      {note && <span className={styles.note}>{note}</span>}
    </span>
  );
}
