import { Body1, Link, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Fragment } from 'react';
import { ClubTextBody, useClubText } from '@/components/club/clubText';
import { addressLines, telLink, useClub } from '@/components/club/club';
import { ContactForm } from '@/features/home/components/ContactForm';
import { useSectionStyles } from '@/features/home/components/sections.styles';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    '@media (min-width: 900px)': { gridTemplateColumns: '1fr 2fr' },
  },
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  address: { fontStyle: 'normal' },
  hours: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
  },
  pair: { display: 'contents' },
  dd: { margin: 0 },
  dt: { fontWeight: tokens.fontWeightSemibold },
});

/** Home section #contact: address, office hours, child-welfare contact and the contact form. */
export function ContactSection() {
  const section = useSectionStyles();
  const styles = useStyles();
  const { t } = useTranslation('home');
  const club = useClub();
  const welfare = club.child_welfare;
  // The club's own words, else the product's.
  const intro = useClubText('contact_intro');
  return (
    <section id="contact" className={section.section} aria-labelledby="contact-heading">
      <Title2 as="h2" id="contact-heading" className={section.heading}>
        {t('contact.title')}
      </Title2>
      {intro.html ? (
        <ClubTextBody text={intro} className={section.intro} />
      ) : (
        <Body1 as="p" className={section.intro}>
          {t('contact.intro')}
        </Body1>
      )}
      <div className={styles.grid}>
        <div className={styles.facts}>
          <div className={styles.block}>
            <Subtitle2 as="h3">{t('contact.office')}</Subtitle2>
            <address className={styles.address} data-testid="contact-address">
              {addressLines(club).map((line, i) => (
                <Fragment key={i}>
                  {i > 0 && <br />}
                  {line}
                </Fragment>
              ))}
              {club.phone && (
                <>
                  <br />
                  {t('contact.phone')}: <Link href={telLink(club.phone)}>{club.phone}</Link>
                </>
              )}
              {club.email && (
                <>
                  <br />
                  {t('contact.email')}: <Link href={`mailto:${club.email}`}>{club.email}</Link>
                </>
              )}
            </address>
          </div>
          {club.office_hours.length > 0 && (
            <div className={styles.block}>
              <Subtitle2 as="h3">{t('contact.hours')}</Subtitle2>
              <dl className={styles.hours} data-testid="office-hours">
                {club.office_hours.map((slot) => (
                  <div key={`${slot.day}-${slot.opens}`} className={styles.pair}>
                    <dt className={styles.dt}>{t(`contact.days.${slot.day}`)}</dt>
                    <dd className={styles.dd}>
                      {t('contact.timeRange', { opens: slot.opens, closes: slot.closes })}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
          {welfare && (
            <div className={styles.block} data-testid="child-welfare">
              <Subtitle2 as="h3">{t('contact.childWelfare')}</Subtitle2>
              <Body1>{t('contact.childWelfareText')}</Body1>
              <Body1>
                {welfare.name}
                {welfare.email && (
                  <>
                    <br />
                    <Link href={`mailto:${welfare.email}`}>{welfare.email}</Link>
                  </>
                )}
                {welfare.phone && (
                  <>
                    <br />
                    <Link href={telLink(welfare.phone)}>{welfare.phone}</Link>
                  </>
                )}
              </Body1>
            </div>
          )}
        </div>
        <div className={styles.block}>
          <Subtitle2 as="h3">{t('contact.formTitle')}</Subtitle2>
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
