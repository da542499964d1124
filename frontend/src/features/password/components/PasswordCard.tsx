import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ClubLogo } from '@/components/club/ClubLogo';
import { NeedsJavaScript } from '@/components/layout/NeedsJavaScript';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
  },
  card: {
    width: '100%',
    maxWidth: '440px',
    display: 'grid',
    // One column no wider than the card: a long message wraps instead of widening the page.
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingVerticalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    boxSizing: 'border-box',
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  intro: { margin: 0 },
});

/** The card layout of the login page, for the forgot/reset/verification pages. */
export function PasswordCard({
  title,
  intro,
  testId,
  children,
}: {
  title: string;
  intro: string;
  testId: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <section className={styles.card} aria-labelledby={`${testId}-heading`} data-testid={testId}>
        <div className={styles.header}>
          <ClubLogo size={48} />
          <Title1 as="h1" id={`${testId}-heading`} className={styles.title}>
            {title}
          </Title1>
        </div>
        <Body1 as="p" className={styles.intro}>
          {intro}
        </Body1>
        <NeedsJavaScript />
        {children}
      </section>
    </div>
  );
}
