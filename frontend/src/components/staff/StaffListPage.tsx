import { Button, Title2 } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { ListStates } from '@/components/layout/ListStates';
import { LoadMore } from '@/components/layout/LoadMore';
import { useListPageStyles } from '@/components/layout/listPage.styles';
import type { OfflineList, OfflinePagedList } from '@/offline/hooks';

export interface StaffListPageProps<T extends { _id: string }> {
  /** `news` → ids `news-title`, test ids `news-create` and `news-item`. */
  id: string;
  title: string;
  /** The list's states as the device holds it (paged or not). */
  list: ListState;
  /** The items in the order shown (the list's, sorted by the page). */
  items: readonly T[];
  texts: { failed: string; empty: string; stale?: string; loadMore?: string };
  /** The create button; none without the permission. */
  create?: { label: string; onClick(): void };
  renderItem(item: T): ReactNode;
  /** Below the header, above the list (a search field). */
  tools?: ReactNode;
  /** Dialogs the page opens. */
  children?: ReactNode;
}

type ListState = Omit<OfflineList<unknown>, 'items'> | Omit<OfflinePagedList<unknown>, 'items'>;

const isPaged = (list: ListState): list is Omit<OfflinePagedList<unknown>, 'items'> =>
  'loadMore' in list;

/**
 * A staff list page (FRONTEND.md's scaffolding): heading and create button, the list's states
 * (loading, failed with a retry, empty, the device's copy when the server could not be asked),
 * the cards in a grid, and "load more" for a paged list. The page brings its cards and dialogs.
 */
export function StaffListPage<T extends { _id: string }>({
  id,
  title,
  list,
  items,
  texts,
  create,
  renderItem,
  tools,
  children,
}: StaffListPageProps<T>) {
  const styles = useListPageStyles();
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <Title2 as="h1" id={`${id}-title`}>
          {title}
        </Title2>
        {create && (
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={create.onClick}
            data-testid={`${id}-create`}
          >
            {create.label}
          </Button>
        )}
      </div>
      {tools}
      <ListStates
        loading={list.loading}
        failed={list.failed}
        stale={list.stale}
        empty={items.length === 0}
        texts={texts}
        onRetry={list.refetch}
      >
        <ul className={styles.grid} aria-label={title}>
          {items.map((item) => (
            <li key={item._id} data-testid={`${id}-item`}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
        {isPaged(list) && (
          <LoadMore
            loaded={list.loaded}
            total={list.total}
            loading={list.loadingMore}
            onLoadMore={list.loadMore}
            label={texts.loadMore ?? ''}
          />
        )}
      </ListStates>
      {children}
    </section>
  );
}
