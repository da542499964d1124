import {
  MessageBar,
  MessageBarBody,
  Tab,
  TabList,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/ApiError';
import { errorMessage } from '@/api/errorMessage';
import type { SupportFilter, SupportRequest } from '@/api/types';
import { useFlash } from '@/components/flash';
import { ListStates } from '@/components/layout/ListStates';
import { LoadMore } from '@/components/layout/LoadMore';
import { useListPageStyles } from '@/components/layout/listPage.styles';
import { useOnline } from '@/components/network/useOnline';
import { useSupportActions, useSupportInbox } from '@/features/support/api/useSupportInbox';
import { SupportMessageCard } from '@/features/support/components/SupportMessageCard';
import { SupportMessageDialog } from '@/features/support/components/SupportMessageDialog';
import '@/features/support/strings';

const useStyles = makeStyles({
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  filter: { marginBlock: tokens.spacingVerticalM },
});

const FILTERS: readonly SupportFilter[] = ['all', 'open', 'done'];
const EMPTY: Record<SupportFilter, string> = { all: 'empty', open: 'emptyOpen', done: 'emptyDone' };

/** Spec section 6 `support`: the contact form's inbox, online only (admin and owner). */
export function SupportPage() {
  const { t, i18n } = useTranslation(['support', 'account']);
  const list = useListPageStyles();
  const styles = useStyles();
  const { show } = useFlash();
  const online = useOnline();
  const [status, setStatus] = useState<SupportFilter>('all');
  const inbox = useSupportInbox(status);
  const { markRead, setDone, remove } = useSupportActions();
  const [openedId, setOpenedId] = useState<string | null>(null);

  const pages = inbox.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const total = pages?.at(-1)?.total;
  const retentionDays = pages?.[0]?.retention_days;
  const opened = items.find((item) => item._id === openedId) ?? null;
  const busy = setDone.isPending || remove.isPending;

  const open = (message: SupportRequest) => {
    setOpenedId(message._id);
    if (!message.read_at) {
      markRead.mutate(message, { onError: (error) => show(errorMessage(error, i18n), 'error') });
    }
  };

  const toggleDone = (message: SupportRequest, done: boolean) =>
    setDone.mutate(
      { message, done },
      {
        onSuccess: () => show(t(done ? 'markedDone' : 'reopened'), 'success'),
        onError: (error) => {
          // Changed meanwhile (412): the answer holds the message as it is now; show that.
          if (isApiError(error) && error.status === 412) void inbox.refetch();
          show(errorMessage(error, i18n), 'error');
        },
      },
    );

  const deleteMessage = (message: SupportRequest) =>
    remove.mutate(message, {
      onSuccess: () => {
        setOpenedId(null);
        show(t('deleted'), 'success');
      },
      onError: (error) => show(errorMessage(error, i18n), 'error'),
    });

  return (
    <section aria-labelledby="support-title">
      <div className={list.header}>
        <div className={styles.intro}>
          <Title2 as="h1" id="support-title">
            {t('title')}
          </Title2>
          <Text>{t('intro')}</Text>
          {retentionDays !== undefined && (
            <Text data-testid="support-retention">{t('retention', { count: retentionDays })}</Text>
          )}
        </div>
      </div>
      {!online && (
        <MessageBar intent="warning" data-testid="support-offline">
          <MessageBarBody>{t('offline')}</MessageBarBody>
        </MessageBar>
      )}
      <TabList
        className={styles.filter}
        selectedValue={status}
        onTabSelect={(_, data) => setStatus(data.value as SupportFilter)}
        aria-label={t('filter.label')}
      >
        {FILTERS.map((filter) => (
          <Tab key={filter} value={filter} data-testid={`support-filter-${filter}`}>
            {t(`filter.${filter}`)}
          </Tab>
        ))}
      </TabList>
      <ListStates
        loading={inbox.isPending}
        failed={inbox.isError && !inbox.data}
        stale={false}
        empty={items.length === 0}
        texts={{ failed: t('loadError'), empty: t(EMPTY[status]) }}
        onRetry={() => void inbox.refetch()}
      >
        <ul className={list.grid} aria-label={t('title')}>
          {items.map((message) => (
            <li key={message._id} data-testid="support-item">
              <SupportMessageCard message={message} canOpen={online} onOpen={open} />
            </li>
          ))}
        </ul>
        <LoadMore
          loaded={items.length}
          total={total}
          loading={inbox.isFetchingNextPage}
          onLoadMore={() => void inbox.fetchNextPage()}
          label={t('loadMore')}
        />
      </ListStates>
      {opened && (
        <SupportMessageDialog
          message={opened}
          busy={busy}
          online={online}
          onSetDone={(done) => toggleDone(opened, done)}
          onDelete={() => deleteMessage(opened)}
          onClose={() => setOpenedId(null)}
        />
      )}
    </section>
  );
}
