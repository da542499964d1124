import { Body1, Link, Title2 } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicQueries } from '@/api/publicQueries';
import { failedWithoutData } from '@/api/shownStatus';
import { LoadState, PageImage } from '@/features/departments';
import { useFunrunStyles } from '@/features/funrun/components/FunrunView.styles';

/** The sponsors with placement volkslauf (spec section 2). */
export function FunrunSponsors() {
  const styles = useFunrunStyles();
  const { t } = useTranslation('funrun');
  const sponsors = useQuery(publicQueries.sponsors('volkslauf'));
  return (
    <section className={styles.section} aria-labelledby="funrun-sponsors">
      <Title2 as="h2" id="funrun-sponsors" className={styles.heading}>
        {t('sponsors.title')}
      </Title2>
      {sponsors.isPending ? <LoadState kind="loading" text={t('sponsors.loading')} /> : null}
      {failedWithoutData(sponsors) ? (
        <LoadState kind="error" text={t('sponsors.loadError')} />
      ) : null}
      {sponsors.data?.length === 0 ? <LoadState kind="empty" text={t('sponsors.empty')} /> : null}
      {sponsors.data?.length ? (
        <ul className={styles.sponsors} data-testid="funrun-sponsors">
          {sponsors.data.map((sponsor) => (
            <li key={sponsor._id} className={styles.sponsor}>
              {sponsor.photoURL ? (
                <PageImage
                  className={styles.logo}
                  src={sponsor.photoURL}
                  srcSet={sponsor.srcset}
                  sizes="(min-width: 900px) 300px, 90vw"
                  alt={t('sponsors.logoAlt', { text: sponsor.text })}
                />
              ) : null}
              <Body1 as="p" className={styles.sponsorText}>
                {sponsor.text}
              </Body1>
              <Link href={sponsor.link} target="_blank" rel="noopener noreferrer">
                {t('sponsors.visit', { text: sponsor.text })} <OpenRegular aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
