import { Body1, Title1 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/api/ApiError';
import { publicQueries } from '@/api/publicQueries';
import { failedWithoutData, shownStatus } from '@/api/shownStatus';
import { RouterLink } from '@/components/RouterLink';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { LoadState } from '@/features/departments';
import { FunrunView } from '@/features/funrun/components/FunrunView';
import { useFunrunStyles } from '@/features/funrun/components/FunrunView.styles';
import { useLang } from '@/i18n/useLang';
import '@/features/funrun/strings';

/** `/:lang/volkslauf/:year`: one year's run (earlier years stay readable); 404 without one. */
export function FunrunYearPage() {
  const lang = useLang();
  const year = useParams().year ?? '';
  const run = useQuery(publicQueries.funrunYear(year));
  const overview = useQuery(publicQueries.funrun());
  const missing =
    (shownStatus(run) === 'success' && run.data === null) ||
    (isApiError(run.error) && run.error.status === 404);
  if (run.data) {
    const years = [overview.data?.current?.year, ...(overview.data?.years ?? [])].filter(
      (other): other is number => typeof other === 'number' && other !== run.data?.year,
    );
    return (
      <FunrunView
        run={run.data}
        path={`/${lang}/volkslauf/${run.data.year}`}
        years={years.sort((a, b) => b - a)}
        currentLink
      />
    );
  }
  return (
    <MissingYear
      year={year}
      state={missing ? 'missing' : failedWithoutData(run) ? 'error' : 'loading'}
    />
  );
}

function MissingYear({ year, state }: { year: string; state: 'missing' | 'error' | 'loading' }) {
  const styles = useFunrunStyles();
  const { t } = useTranslation('funrun');
  const lang = useLang();
  usePageMeta(
    state === 'missing'
      ? { title: t('notFound.title'), noindex: true, status: 404 }
      : { title: t('titleNone') },
  );
  return (
    <article className={styles.page} data-testid="funrun-year-missing">
      <Title1 as="h1" className={styles.heading}>
        {state === 'missing' ? t('notFound.title') : t('titleNone')}
      </Title1>
      {state === 'missing' ? (
        <Body1 as="p">{t('notFound.text', { year })}</Body1>
      ) : (
        <LoadState
          kind={state}
          text={state === 'error' ? t('none.loadError') : t('none.loading')}
        />
      )}
      <div>
        <RouterLink to={`/${lang}/volkslauf`}>{t('years.current')}</RouterLink>
      </div>
    </article>
  );
}
