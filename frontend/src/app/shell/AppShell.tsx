import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineNotice } from '@/app/pwa/OfflineNotice';
import { UpdatePrompt } from '@/app/pwa/UpdatePrompt';
import { useOfflineImages } from '@/app/pwa/useOfflineImages';
import { useAppShellStyles } from '@/app/shell/AppShell.styles';
import { BannerStrip } from '@/app/shell/BannerStrip';
import { CookieNotice } from '@/app/shell/CookieNotice';
import { EarlyClickReplay } from '@/components/EarlyClickReplay';
import { Footer } from '@/app/shell/Footer';
import { ScrollTopButton } from '@/app/shell/ScrollTopButton';
import { TopBar } from '@/app/shell/TopBar';
import { usePageViews } from '@/app/shell/usePageViews';

/** The public shell (spec section 2): top bar, the active banners, page, footer, scroll-to-top button, cookie notice. */
export function AppShell() {
  // The page is live (hydrated or rendered): tests and tools wait for this before typing.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  const styles = useAppShellStyles();
  usePageViews();
  useOfflineImages();
  return (
    <div className={styles.root}>
      <TopBar />
      <BannerStrip />
      <OfflineNotice />
      <UpdatePrompt />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <CookieNotice />
      <ScrollTopButton />
      <ScrollRestoration />
      <EarlyClickReplay />
    </div>
  );
}
