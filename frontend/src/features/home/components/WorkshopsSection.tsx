import {
  Body1,
  Subtitle1,
  Title2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicQueries, type PublicWorkshop } from '@/api/publicQueries';
import { RouterLink } from '@/components/RouterLink';
import { excerpt } from '@/components/format/plainText';
import { ResponsiveImage } from '@/components/media/ResponsiveImage';
import { useLang } from '@/i18n/useLang';
import { SectionState } from '@/features/home/components/SectionState';
import { useSectionStyles } from '@/features/home/components/sections.styles';
import { isReversedWorkshop } from '@/features/home/workshopLayout';
import { failedWithoutData } from '@/api/shownStatus';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    '@media (min-width: 768px)': { gridTemplateColumns: '2fr 3fr' },
  },
  // Reversed: the photo on the right (wide screens).
  reversed: { '@media (min-width: 768px)': { gridTemplateColumns: '3fr 2fr' } },
  photoRight: { '@media (min-width: 768px)': { order: 2 } },
  photo: { width: '100%', height: '100%', aspectRatio: '16 / 9' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
  },
  title: { margin: 0 },
  text: {
    margin: 0,
    display: '-webkit-box',
    WebkitLineClamp: '4',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
});

/** The anchor of a workshop on /workshop (spec: lowercase title, spaces removed). */
export function workshopAnchor(title: string): string {
  return title.toLowerCase().replace(/\s+/g, '');
}

function WorkshopCard({ workshop, position }: { workshop: PublicWorkshop; position: number }) {
  const styles = useStyles();
  const { t } = useTranslation('home');
  const lang = useLang();
  const reversed = isReversedWorkshop(position);
  return (
    <li
      className={mergeClasses(styles.card, reversed && styles.reversed)}
      data-testid="workshop-card"
      data-reversed={reversed}
    >
      <div className={reversed ? styles.photoRight : undefined}>
        <ResponsiveImage
          className={styles.photo}
          src={workshop.photoURL}
          srcset={workshop.srcset}
          alt=""
          width={640}
          height={360}
          sizes="(min-width: 768px) 480px, 100vw"
        />
      </div>
      <div className={styles.body}>
        <Subtitle1 as="h3" className={styles.title}>
          {workshop.title}
        </Subtitle1>
        <p className={styles.text}>{excerpt(workshop.description, 400)}</p>
        <RouterLink to={`/${lang}/workshop#${workshopAnchor(workshop.title)}`}>
          {t('workshops.more', { title: workshop.title })}
        </RouterLink>
      </div>
    </li>
  );
}

/** Home section #workshops: the public workshops, cards alternating their layout. */
export function WorkshopsSection() {
  const section = useSectionStyles();
  const styles = useStyles();
  const { t } = useTranslation('home');
  const workshops = useQuery(publicQueries.workshops());
  return (
    <section id="workshops" className={section.section} aria-labelledby="workshops-heading">
      <Title2 as="h2" id="workshops-heading" className={section.heading}>
        {t('workshops.title')}
      </Title2>
      <Body1 as="p" className={section.intro}>
        {t('workshops.intro')}
      </Body1>
      {workshops.data && workshops.data.length > 0 ? (
        <ul className={mergeClasses(section.list, styles.list)}>
          {workshops.data.map((workshop, position) => (
            <WorkshopCard key={workshop._id} workshop={workshop} position={position} />
          ))}
        </ul>
      ) : (
        <SectionState
          loading={workshops.isPending}
          error={failedWithoutData(workshops)}
          errorText={t('workshops.loadError')}
          emptyText={t('workshops.empty')}
          onRetry={() => void workshops.refetch()}
          testId="workshops"
        />
      )}
    </section>
  );
}
