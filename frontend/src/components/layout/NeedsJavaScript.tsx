import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  note: {
    display: 'block',
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteYellowBorder1}`,
  },
});

/**
 * Says, only to a browser without JavaScript, that the form beside it needs it (the login and
 * password forms talk to the API; the contact form and the course filter work without). The
 * server renders it into the page; the app never shows it.
 */
export function NeedsJavaScript() {
  const styles = useStyles();
  const { t } = useTranslation('common');
  return (
    <noscript>
      <Body1 as="p" className={styles.note} data-testid="needs-javascript">
        {t('needsJavaScript')}
      </Body1>
    </noscript>
  );
}
