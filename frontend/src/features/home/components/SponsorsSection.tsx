import {
  Body1,
  Button,
  Title2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicQueries } from '@/api/publicQueries';
import { ResponsiveImage } from '@/components/media/ResponsiveImage';
import { SectionState } from '@/features/home/components/SectionState';
import { useSectionStyles } from '@/features/home/components/sections.styles';
import { failedWithoutData } from '@/api/shownStatus';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    textAlign: 'center',
  },
  logo: { width: '100%', maxWidth: '240px', aspectRatio: '3 / 2', objectFit: 'contain' },
  text: { margin: 0, flexGrow: 1 },
});

function hostOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

/** Home section #sponsors: logo, text and a link (new tab) per homepage sponsor. */
export function SponsorsSection() {
  const section = useSectionStyles();
  const styles = useStyles();
  const { t } = useTranslation('home');
  const sponsors = useQuery(publicQueries.sponsors('homepage'));
  return (
    <section id="sponsors" className={section.section} aria-labelledby="sponsors-heading">
      <Title2 as="h2" id="sponsors-heading" className={section.heading}>
        {t('sponsors.title')}
      </Title2>
      <Body1 as="p" className={section.intro}>
        {t('sponsors.intro')}
      </Body1>
      {sponsors.data && sponsors.data.length > 0 ? (
        <ul className={mergeClasses(section.list, styles.grid)}>
          {sponsors.data.map((sponsor) => {
            const host = hostOf(sponsor.link);
            return (
              <li key={sponsor._id} className={styles.card} data-testid="sponsor-card">
                <ResponsiveImage
                  className={styles.logo}
                  src={sponsor.photoURL}
                  srcset={sponsor.srcset}
                  alt={t('sponsors.logoAlt', { name: host })}
                  width={360}
                  height={240}
                  sizes="240px"
                />
                <Body1 as="p" className={styles.text}>
                  {sponsor.text}
                </Body1>
                <Button
                  as="a"
                  href={sponsor.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  icon={<OpenRegular />}
                  iconPosition="after"
                  aria-label={t('sponsors.visitLabel', { host })}
                >
                  {t('sponsors.visit')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <SectionState
          loading={sponsors.isPending}
          error={failedWithoutData(sponsors)}
          errorText={t('sponsors.loadError')}
          emptyText={t('sponsors.empty')}
          onRetry={() => void sponsors.refetch()}
          testId="sponsors"
        />
      )}
    </section>
  );
}
