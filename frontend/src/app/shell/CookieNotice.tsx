import { Body1, Button, mergeClasses } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { storeCookieAccepted, useCookieAccepted } from '@/app/shell/cookieConsent';
import { useCookieNoticeStyles } from '@/app/shell/CookieNotice.styles';
import { useLang } from '@/i18n/useLang';
import { RouterLink } from '@/components/RouterLink';

/**
 * The cookie notice at the bottom of every public page until accepted. The server renders it into
 * every page, so it is painted with the page, not popped in after the JavaScript (it would become
 * the page's largest paint, late); a visitor who accepted never sees it (useCookieAccepted). It is
 * sticky at the end of the page, so when the visitor scrolls to the bottom it sits below the
 * footer instead of covering it. Its accept button is a form: without JavaScript it posts to
 * `/{lang}/cookies`, which sets the `vh.cookies` cookie and sends the browser back to this page,
 * now rendered with the notice hidden; before the app runs a plain script (backend
 * early-controls/cookie-notice.ts, `data-vh-cookie-notice`) hides it at once and keeps the choice.
 */
const HEIGHT_VARIABLE = '--vh-cookie-notice-height';
/** index.html hides it under `html[data-cookies="accepted"]`, set by the pre-paint script. */
const STATIC_CLASS = 'vh-cookie-notice';

export function CookieNotice() {
  const styles = useCookieNoticeStyles();
  const { t } = useTranslation('common');
  const lang = useLang();
  const show = !useCookieAccepted();
  const location = useLocation();
  // Where the server sends the browser back after the accept was posted without JavaScript.
  const back = `${location.pathname}${location.search}`;
  const ref = useRef<HTMLElement>(null);

  // The fixed scroll-to-top button stays above the notice while it is shown.
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!show || !element) return;
    const update = () =>
      root.style.setProperty(HEIGHT_VARIABLE, `${element.getBoundingClientRect().height}px`);
    // The observer reports the first size after the next layout; measuring here would force a
    // layout of the whole page inside the task that starts the app.
    if (typeof ResizeObserver === 'undefined') {
      update();
      return () => root.style.removeProperty(HEIGHT_VARIABLE);
    }
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [show]);

  if (!show) return null;
  return (
    <section
      ref={ref}
      className={mergeClasses(STATIC_CLASS, styles.notice)}
      aria-label={t('cookies.label')}
      data-testid="cookie-notice"
    >
      <div className={styles.inner}>
        <Body1 className={styles.text}>
          {t('cookies.text')}{' '}
          <RouterLink to={`/${lang}/datenschutz`}>{t('cookies.privacy')}</RouterLink>
        </Body1>
        <form
          method="post"
          action={`/${lang}/cookies`}
          className={styles.form}
          data-vh-early=""
          data-vh-cookie-notice=""
          onSubmit={(event) => {
            event.preventDefault();
            storeCookieAccepted();
          }}
        >
          <input type="hidden" name="back" value={back} />
          <Button type="submit" appearance="primary" data-testid="cookie-accept">
            {t('cookies.accept')}
          </Button>
        </form>
      </div>
    </section>
  );
}
