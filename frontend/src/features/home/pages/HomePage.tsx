import { Body2, Button, LargeTitle } from '@fluentui/react-components';
import { ArrowDownRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { OffersSection } from '@/features/courses/components/OffersSection';
import { useHomePageStyles } from '@/features/home/pages/HomePage.styles';

/** `/:lang/`: the home page. Sections of spec section 2 are added issue by issue. */
export function HomePage() {
  const styles = useHomePageStyles();
  const { t } = useTranslation('home');
  useDocumentTitle();
  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <LargeTitle as="h1" className={styles.title}>
            {t('hero.title')}
          </LargeTitle>
          <Body2 as="p" className={styles.subtitle}>
            {t('hero.subtitle')}
          </Body2>
          <Button
            as="a"
            href="#offers"
            icon={<ArrowDownRegular />}
            onClick={(event) => {
              event.preventDefault();
              document.getElementById('offers')?.scrollIntoView({ behavior: 'smooth' });
            }}
          >
            {t('hero.cta')}
          </Button>
        </div>
      </div>
      <OffersSection />
    </>
  );
}
