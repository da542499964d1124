import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/EmptyState';

export interface ListStatesProps {
  loading: boolean;
  /** Nothing to show: the fetch failed and the device has no copy. */
  failed: boolean;
  /** The fetch failed, the device's copy is shown. */
  stale: boolean;
  empty: boolean;
  texts: { failed: string; empty: string; stale?: string };
  onRetry(): void;
  children: ReactNode;
}

/**
 * The states every back-office list goes through: loading, failed with a retry, empty, and the
 * list itself, with a note when it is the device's copy because the server could not be asked.
 */
export function ListStates({
  loading,
  failed,
  stale,
  empty,
  texts,
  onRetry,
  children,
}: ListStatesProps) {
  const { t } = useTranslation('account');
  return (
    <>
      {stale && (
        <MessageBar intent="warning">
          <MessageBarBody>{texts.stale ?? t('courses.stale')}</MessageBarBody>
        </MessageBar>
      )}
      {loading ? (
        <Spinner label={t('common.loading')} />
      ) : failed ? (
        <EmptyState text={texts.failed}>
          <Button onClick={onRetry}>{t('common.retry')}</Button>
        </EmptyState>
      ) : empty ? (
        <EmptyState text={texts.empty} />
      ) : (
        children
      )}
    </>
  );
}
