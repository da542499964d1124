import { Title1 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicQueries } from '@/api/publicQueries';
import { failedWithoutData } from '@/api/shownStatus';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { LoadState } from '@/features/departments';
import { offerFor } from '@/features/registration';
import { FunrunView } from '@/features/funrun/components/FunrunView';
import { useFunrunStyles } from '@/features/funrun/components/FunrunView.styles';
import { useLang } from '@/i18n/useLang';
import '@/features/funrun/strings';

/**
 * `/:lang/volkslauf` (spec section 2, issue 36): the coming run, or after it the last one with its
 * results and the next date once set; the other years linked. Rendered on the server.
 */
export function FunrunPage() {
  const lang = useLang();
  const overview = useQuery(publicQueries.funrun());
  const offers = useQuery(publicQueries.registrations());
  const run = overview.data?.current;
  if (run) {
    return (
      <FunrunView
        run={run}
        path={`/${lang}/volkslauf`}
        nextDate={overview.data?.next_date}
        years={overview.data?.years ?? []}
        sponsors
        offer={offerFor(offers.data, 'funrun', run._id)}
      />
    );
  }
  const state = overview.isPending ? 'loading' : failedWithoutData(overview) ? 'error' : 'empty';
  return <NoFunrun state={state} />;
}

/** No run entered yet (or none loaded): the page says so. */
function NoFunrun({ state }: { state: 'loading' | 'error' | 'empty' }) {
  const styles = useFunrunStyles();
  const { t } = useTranslation('funrun');
  usePageMeta({ title: t('titleNone') });
  const text = { loading: t('none.loading'), error: t('none.loadError'), empty: t('none.text') };
  return (
    <article className={styles.page} data-testid="funrun-page">
      <header className={styles.hero}>
        <Title1 as="h1" className={styles.heading}>
          {t('titleNone')}
        </Title1>
        <LoadState kind={state} text={text[state]} />
      </header>
    </article>
  );
}
