import {
  MessageBar,
  MessageBarBody,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/components/layout/ListStates';
import { LoadMore } from '@/components/layout/LoadMore';
import { useListPageStyles } from '@/components/layout/listPage.styles';
import { useOnline } from '@/components/network/useOnline';
import { useAuditLog, type AuditQuery } from '@/features/audit/api/useAuditLog';
import { AuditEntryCard } from '@/features/audit/components/AuditEntryCard';
import {
  AuditFilters,
  NO_FILTER,
  type AuditFilterValues,
} from '@/features/audit/components/AuditFilters';
import '@/features/audit/strings';

const useStyles = makeStyles({
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  offline: { marginBottom: tokens.spacingVerticalM },
});

/** Local midnight of a YYYY-MM-DD date as an instant, `days` later. */
function localDay(date: string, days = 0): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day! + days).toISOString();
}

/** The filters as the API's query: whole local days, the end day included. */
function toQuery(values: AuditFilterValues, person: string): AuditQuery {
  return {
    ...(person.trim() ? { person: person.trim() } : {}),
    ...(values.action ? { action: values.action } : {}),
    ...(values.from ? { from: localDay(values.from) } : {}),
    ...(values.to ? { to: localDay(values.to, 1) } : {}),
  };
}

/** Waits until typing pauses before the person filter asks the server. */
function useSettled(value: string, ms = 350): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Who did what when (admin and owner): the audit log, filterable, 50 entries a page. */
export function AuditPage() {
  const { t } = useTranslation(['audit', 'account']);
  const list = useListPageStyles();
  const styles = useStyles();
  const online = useOnline();
  const [values, setValues] = useState<AuditFilterValues>(NO_FILTER);
  const person = useDeferredValue(useSettled(values.person));
  const rangeInvalid = Boolean(values.from && values.to && values.to < values.from);
  const query = useMemo(() => toQuery(values, person), [values, person]);
  // An impossible range asks nothing; the list keeps the last answer meanwhile.
  const log = useAuditLog(query, !rangeInvalid, keepPreviousData);

  const items = useMemo(() => log.data?.pages.flatMap((page) => page.items) ?? [], [log.data]);
  const total = log.data?.pages.at(-1)?.total;
  const filtered = Object.keys(query).length > 0;

  return (
    <section aria-labelledby="audit-title">
      <div className={list.header}>
        <div className={styles.intro}>
          <Title2 as="h1" id="audit-title">
            {t('title')}
          </Title2>
          <Text>{t('intro')}</Text>
        </div>
      </div>
      {!online && (
        <MessageBar intent="warning" className={styles.offline} data-testid="audit-offline">
          <MessageBarBody>{t('offline')}</MessageBarBody>
        </MessageBar>
      )}
      <AuditFilters
        values={values}
        onChange={setValues}
        rangeInvalid={rangeInvalid}
        disabled={!online}
      />
      <ListStates
        loading={log.isPending}
        failed={log.isError && !log.data}
        stale={false}
        empty={items.length === 0}
        texts={{ failed: t('loadError'), empty: t(filtered ? 'emptyFiltered' : 'empty') }}
        onRetry={() => void log.refetch()}
      >
        <ul className={list.grid} aria-label={t('title')} aria-busy={log.isFetching}>
          {items.map((entry) => (
            <li key={entry._id} data-testid="audit-item">
              <AuditEntryCard entry={entry} />
            </li>
          ))}
        </ul>
        <LoadMore
          loaded={items.length}
          total={total}
          loading={log.isFetchingNextPage}
          onLoadMore={() => void log.fetchNextPage()}
          label={t('loadMore')}
        />
      </ListStates>
    </section>
  );
}
