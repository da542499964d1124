import { Body1, MessageBar, MessageBarBody, Title1 } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { failedWithoutData } from '@/api/shownStatus';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { RouterLink } from '@/components/RouterLink';
import { courseAnchorId, LoadState } from '@/features/departments';
import { TrialBookingForm } from '@/features/trials/components/TrialBookingForm';
import { useTrialPageStyles } from '@/features/trials/components/trialPage.styles';
import { addNamespace } from '@/i18n';
import { useLang } from '@/i18n/useLang';
import de from '@/locales/de/trials.json';
import en from '@/locales/en/trials.json';
import { useClub } from '@/components/club/club';

addNamespace('trials', { de, en });

/** The page's note after the form was sent without the app (backend trials.page.controller.ts). */
const SENT_PARAM = 'anmeldung';

/**
 * `/:lang/probetraining/:course`: a visitor books a trial training of a course (issue 25), from
 * the course card or the department page. Rendered on the server with the course's bookable
 * trainings, so it works without JavaScript.
 */
export function TrialBookingPage() {
  const styles = useTrialPageStyles();
  const { t } = useTranslation('trials');
  const club = useClub();
  const lang = useLang();
  const id = useParams().course ?? '';
  const [params] = useSearchParams();
  const [sentAsPage] = useState(() => params.get(SENT_PARAM) === 'gesendet');
  const [booked, setBooked] = useState(false);
  const done = useRef<HTMLDivElement>(null);
  const courses = useQuery(publicQueries.courses());
  const trainings = useQuery(publicQueries.trials(id));
  const course = courses.data?.find((c) => c._id === id);
  const missing = trainings.data === null || (courses.isSuccess && !course);
  usePageMeta(
    course
      ? {
          title: t('book.metaTitle', { title: course.title }),
          description: t('book.description', { title: course.title, club: club.name }),
        }
      : missing
        ? { title: t('book.notFoundTitle'), noindex: true, status: 404 }
        : { title: t('book.title') },
  );
  // The address loses the note of a page post, so a reload does not repeat it.
  useEffect(() => {
    if (!sentAsPage) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(SENT_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, [sentAsPage]);
  useEffect(() => {
    if (booked) done.current?.focus();
  }, [booked]);

  const back = course ? (
    <RouterLink
      to={`/${lang}/abteilung/${encodeURIComponent(course.department.name)}#${courseAnchorId(course.title)}`}
      className={styles.back}
    >
      <ArrowLeftRegular aria-hidden="true" />
      {t('book.back', { department: course.department.title })}
    </RouterLink>
  ) : (
    <RouterLink to={`/${lang}/`} className={styles.back}>
      <ArrowLeftRegular aria-hidden="true" />
      {t('book.home')}
    </RouterLink>
  );

  if (missing) {
    return (
      <article className={styles.page} data-testid="trial-not-found">
        <Title1 as="h1" className={styles.heading}>
          {t('book.notFoundTitle')}
        </Title1>
        <Body1 as="p">{t('book.notFoundText')}</Body1>
        <div>{back}</div>
      </article>
    );
  }
  const list = trainings.data ?? [];
  const sent = sentAsPage || booked;
  return (
    <article className={styles.page} data-testid="trial-booking-page">
      <div>{back}</div>
      <Title1 as="h1" className={styles.heading}>
        {course ? t('book.heading', { title: course.title }) : t('book.title')}
      </Title1>
      <Body1 as="p">{t('book.intro')}</Body1>
      {sent ? (
        <div ref={done} tabIndex={-1}>
          <MessageBar intent="success" layout="multiline" data-testid="trial-sent">
            <MessageBarBody>{t('book.sent')}</MessageBarBody>
          </MessageBar>
        </div>
      ) : null}
      {trainings.isPending || courses.isPending ? (
        <LoadState kind="loading" text={t('book.loading')} />
      ) : null}
      {failedWithoutData(trainings) || failedWithoutData(courses) ? (
        <LoadState kind="error" text={t('book.loadError')} />
      ) : null}
      {!sent && trainings.data && list.length === 0 ? (
        <LoadState kind="empty" text={t('book.none')} />
      ) : null}
      {!sent && course && list.length > 0 ? (
        <TrialBookingForm course={id} trainings={list} onBooked={() => setBooked(true)} />
      ) : null}
    </article>
  );
}
