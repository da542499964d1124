import { Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorMessage, successText } from '@/api/errorMessage';
import type { PublishRequest } from '@/api/types';
import { useFlash } from '@/components/flash';
import {
  usePublishDecision,
  usePublishRequests,
} from '@/features/publishing/api/usePublishRequests';
import { EmptyState } from '@/components/layout/EmptyState';
import { PublishRequestCard } from '@/features/publishing/components/PublishRequestCard';
import { RejectDialog } from '@/features/publishing/components/RejectDialog';
import '@/features/publishing/strings';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '56rem',
  },
});

/** What a decision did, in the page's words: "„Kinderturnen“ ist jetzt veröffentlicht." */
function decidedText(request: PublishRequest, kind: 'grant' | 'reject', t: TFunction): string {
  return t(kind === 'grant' ? 'publishing:publish.granted' : 'publishing:publish.rejected', {
    title: request.entity.title,
  });
}

/** Publish: the admins' queue of publish requests. */
export function PublishPage() {
  const { t, i18n } = useTranslation(['publishing', 'account']);
  const styles = useStyles();
  const { show } = useFlash();
  const requests = usePublishRequests(true);
  const decision = usePublishDecision();
  const [rejecting, setRejecting] = useState<PublishRequest | null>(null);

  const decide = (request: PublishRequest, kind: 'grant' | 'reject', reason?: string) =>
    decision.mutate(
      { request, decision: kind, reason },
      {
        onSuccess: (envelope) => {
          show(
            successText(envelope.message, decidedText(request, kind, t as TFunction), i18n),
            'success',
          );
          setRejecting(null);
        },
        onError: (error) => show(errorMessage(error, i18n), 'error'),
      },
    );

  return (
    <section aria-labelledby="publish-title" className={styles.list}>
      <Title2 as="h1" id="publish-title">
        {t('publish.title')}
      </Title2>
      {requests.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : requests.isError ? (
        <EmptyState text={t('publish.loadError')}>
          <Button onClick={() => void requests.refetch()}>{t('common.retry')}</Button>
        </EmptyState>
      ) : requests.data.length === 0 ? (
        <EmptyState text={t('publish.empty')} />
      ) : (
        requests.data.map((request) => (
          <PublishRequestCard
            key={request._id}
            request={request}
            busy={decision.isPending}
            onGrant={() => decide(request, 'grant')}
            onReject={() => setRejecting(request)}
          />
        ))
      )}
      {rejecting && (
        <RejectDialog
          title={rejecting.entity.title}
          busy={decision.isPending}
          onReject={async (reason) => {
            try {
              const envelope = await decision.mutateAsync({
                request: rejecting,
                decision: 'reject',
                reason,
              });
              show(
                successText(
                  envelope.message,
                  decidedText(rejecting, 'reject', t as TFunction),
                  i18n,
                ),
                'success',
              );
              setRejecting(null);
            } catch (error) {
              // Field details stay on the dialog's field; the flash says what went wrong.
              show(errorMessage(error, i18n), 'error');
              throw error;
            }
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
