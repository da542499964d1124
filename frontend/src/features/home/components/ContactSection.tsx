import { Body1, Link, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CLUB } from '@/components/club/club';
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

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Home section #contact: address, office hours, child-welfare contact and the contact form. */
export function ContactSection() {
  const section = useSectionStyles();
  const styles = useStyles();
  const { t } = useTranslation('home');
  return (
    <section id="contact" className={section.section} aria-labelledby="contact-heading">
      <Title2 as="h2" id="contact-heading" className={section.heading}>
        {t('contact.title')}
      </Title2>
      <Body1 as="p" className={section.intro}>
        {t('contact.intro')}
      </Body1>
      <div className={styles.grid}>
        <div className={styles.facts}>
          <div className={styles.block}>
            <Subtitle2 as="h3">{t('contact.office')}</Subtitle2>
            <address className={styles.address} data-testid="contact-address">
              {CLUB.name}
              <br />
              {CLUB.street}
              <br />
              {CLUB.postalCode} {CLUB.city}
              <br />
              {t('contact.phone')}: <Link href={tel(CLUB.phone)}>{CLUB.phone}</Link>
              <br />
              {t('contact.email')}: <Link href={`mailto:${CLUB.email}`}>{CLUB.email}</Link>
            </address>
          </div>
          <div className={styles.block}>
            <Subtitle2 as="h3">{t('contact.hours')}</Subtitle2>
            <dl className={styles.hours} data-testid="office-hours">
              {CLUB.officeHours.map((slot) => (
                <div key={slot.day} className={styles.pair}>
                  <dt className={styles.dt}>{t(`contact.days.${slot.day}`)}</dt>
                  <dd className={styles.dd}>
                    {t('contact.timeRange', { opens: slot.opens, closes: slot.closes })}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={styles.block} data-testid="child-welfare">
            <Subtitle2 as="h3">{t('contact.childWelfare')}</Subtitle2>
            <Body1>{t('contact.childWelfareText')}</Body1>
            <Body1>
              {CLUB.childWelfare.name}
              <br />
              <Link href={`mailto:${CLUB.childWelfare.email}`}>{CLUB.childWelfare.email}</Link>
              <br />
              <Link href={tel(CLUB.childWelfare.phone)}>{CLUB.childWelfare.phone}</Link>
            </Body1>
          </div>
        </div>
        <div className={styles.block}>
          <Subtitle2 as="h3">{t('contact.formTitle')}</Subtitle2>
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
