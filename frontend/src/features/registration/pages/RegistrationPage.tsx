import {
  Body1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Title1,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { publicQueries } from '@/api/publicQueries';
import { failedWithoutData } from '@/api/shownStatus';
import { useClub } from '@/components/club/club';
import { usePageMeta } from '@/components/meta/usePageMeta';
import { RouterLink } from '@/components/RouterLink';
import { LoadState, workshopAnchorId } from '@/features/departments';
import { LateRegistration, OfferFacts } from '@/features/registration/components/OfferFacts';
import { RegistrationForm } from '@/features/registration/components/RegistrationForm';
import { useRegistrationPageStyles } from '@/features/registration/components/registrationPage.styles';
import { useLang } from '@/i18n/useLang';
import '@/features/registration/strings';

/** The page's note after the form was sent without the app (backend registrations.page.controller.ts). */
const SENT_PARAM = 'anmeldung';

/**
 * `/:lang/anmeldung/:offer`: a visitor registers for a workshop or the fun run (issue 37), from
 * the workshop's section or the fun-run page. Rendered on the server with the offer's state, so it
 * works without JavaScript.
 */
export function RegistrationPage() {
  const styles = useRegistrationPageStyles();
  const { t } = useTranslation('registration');
  const club = useClub();
  const lang = useLang();
  const id = useParams().offer ?? '';
  const [params] = useSearchParams();
  const [sentAsPage] = useState(() => params.get(SENT_PARAM) === 'gesendet');
  const [sentHere, setSentHere] = useState(false);
  const done = useRef<HTMLDivElement>(null);
  const query = useQuery(publicQueries.registration(id));
  const offer = query.data;
  const missing = offer === null;
  usePageMeta(
    offer
      ? {
          title: t('page.metaTitle', { title: offer.title }),
          description: t('page.description', { title: offer.title, club: club.name }),
        }
      : missing
        ? { title: t('page.notFoundTitle'), noindex: true, status: 404 }
        : { title: t('page.title') },
  );
  // The address loses the note of a page post, so a reload does not repeat it.
  useEffect(() => {
    if (!sentAsPage) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(SENT_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, [sentAsPage]);
  useEffect(() => {
    if (sentHere) done.current?.focus();
  }, [sentHere]);

  const back = offer ? (
    <RouterLink
      to={
        offer.kind === 'funrun'
          ? `/${lang}/volkslauf`
          : offer.kind === 'event'
            ? `/${lang}/termin/${offer.slug ?? ''}`
            : `/${lang}/workshop#${workshopAnchorId(offer.title)}`
      }
      className={styles.back}
    >
      <ArrowLeftRegular aria-hidden="true" />
      {t(
        offer.kind === 'funrun'
          ? 'page.backFunrun'
          : offer.kind === 'event'
            ? 'page.backEvent'
            : 'page.backWorkshop',
      )}
    </RouterLink>
  ) : (
    <RouterLink to={`/${lang}/`} className={styles.back}>
      <ArrowLeftRegular aria-hidden="true" />
      {t('page.home')}
    </RouterLink>
  );

  if (missing) {
    return (
      <article className={styles.page} data-testid="registration-not-found">
        <Title1 as="h1" className={styles.heading}>
          {t('page.notFoundTitle')}
        </Title1>
        <Body1 as="p">{t('page.notFoundText')}</Body1>
        <div>{back}</div>
      </article>
    );
  }
  const sent = sentAsPage || sentHere;
  return (
    <article className={styles.page} data-testid="registration-page">
      <div>{back}</div>
      <Title1 as="h1" className={styles.heading}>
        {offer ? t('page.heading', { title: offer.title }) : t('page.title')}
      </Title1>
      {query.isPending ? <LoadState kind="loading" text={t('page.loading')} /> : null}
      {failedWithoutData(query) ? <LoadState kind="error" text={t('page.loadError')} /> : null}
      {sent ? (
        <div ref={done} tabIndex={-1}>
          <MessageBar intent="success" layout="multiline" data-testid="registration-sent">
            <MessageBarBody>{t('page.sent')}</MessageBarBody>
          </MessageBar>
        </div>
      ) : null}
      {offer ? (
        <>
          <div className={styles.card}>
            <OfferFacts offer={offer} />
          </div>
          {!offer.open && offer.closed_reason ? (
            <MessageBar intent="warning" layout="multiline" data-testid="registration-closed">
              <MessageBarBody>
                <MessageBarTitle>{t('closed.title')}</MessageBarTitle>{' '}
                {t(`closed.${offer.closed_reason}`)}
              </MessageBarBody>
            </MessageBar>
          ) : null}
          {offer.open && !sent ? (
            <>
              <Body1 as="p">{t('page.intro')}</Body1>
              <RegistrationForm offer={offer} onSent={() => setSentHere(true)} />
            </>
          ) : null}
          <LateRegistration offer={offer} />
        </>
      ) : null}
    </article>
  );
}
