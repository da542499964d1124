import { mergeClasses } from '@fluentui/react-components';
import { CheckmarkRegular, SettingsRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { closeEnclosingPopover, NavPopover } from '@/app/shell/NavPopover';
import { useNavPopoverStyles } from '@/app/shell/NavPopover.styles';
import { useThemeMode } from '@/app/theme/useThemeMode';
import { useLang } from '@/i18n/useLang';
import { LANGUAGES, type Language } from '@/i18n';

/** The same location under another language prefix. */
export function switchLanguagePath(pathname: string, lang: Language): string {
  const [, , ...rest] = pathname.split('/');
  return `/${lang}/${rest.join('/')}`;
}

const LANGUAGE_NAMES = { de: 'settings.german', en: 'settings.english' } as const;

/** index.html shows it only under `html[data-theme="dark"]`. */
const THEME_CHECK_CLASS = 'vh-theme-check';

/**
 * The settings dial (spec section 1): the language as links to the same page in the other
 * language (they work before the app starts and without it), and the dark theme as a toggle
 * button. The toggle is a form: without JavaScript it posts `theme=toggle` to `/{lang}/design`,
 * which sets the `vh.theme` cookie and sends the browser back to this page, rendered in the new
 * theme; before the app runs a plain script answers it at once (backend
 * early-controls/theme.ts, `data-vh-theme`).
 */
export function SettingsMenu() {
  const styles = useNavPopoverStyles();
  const { t } = useTranslation('common');
  const lang = useLang();
  const { dark, setDark } = useThemeMode();
  const location = useLocation();
  const navigate = useNavigate();
  const check = (on: boolean) =>
    on ? (
      <CheckmarkRegular className={styles.check} aria-hidden />
    ) : (
      <span className={styles.check} aria-hidden />
    );

  return (
    <NavPopover
      id="settings-popover"
      appearance="subtle"
      icon={<SettingsRegular />}
      aria-label={t('settings.button')}
      title={t('settings.button')}
      data-testid="settings-dial"
      popoverTestId="settings-menu"
    >
      <p className={styles.group} id="settings-language">
        {t('settings.language')}
      </p>
      <ul className={styles.list} aria-labelledby="settings-language">
        {LANGUAGES.map((next) => {
          const path = `${switchLanguagePath(location.pathname, next)}${location.search}`;
          return (
            <li key={next}>
              <a
                href={path}
                hrefLang={next}
                lang={next}
                className={mergeClasses(styles.item, next === lang && styles.current)}
                aria-current={next === lang ? 'true' : undefined}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                    return;
                  event.preventDefault();
                  closeEnclosingPopover(event.currentTarget);
                  // The address bar's hash: scrollToId updates it without the router knowing.
                  if (next !== lang) navigate(`${path}${window.location.hash || location.hash}`);
                }}
              >
                {check(next === lang)}
                {t(LANGUAGE_NAMES[next])}
              </a>
            </li>
          );
        })}
      </ul>
      <div className={styles.divider} />
      <form
        method="post"
        action={`/${lang}/design`}
        data-vh-early=""
        data-vh-theme=""
        onSubmit={(event) => {
          event.preventDefault();
          setDark(!dark);
        }}
      >
        <input type="hidden" name="theme" value="toggle" />
        <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
        <button
          type="submit"
          className={styles.item}
          aria-pressed={dark}
          data-testid="settings-dark"
        >
          {/* Shown by the page's theme (index.html), so it is right before the app and without it. */}
          <CheckmarkRegular className={mergeClasses(styles.check, THEME_CHECK_CLASS)} aria-hidden />
          {t('settings.darkTheme')}
        </button>
      </form>
    </NavPopover>
  );
}
