import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineNotice } from '@/app/pwa/OfflineNotice';
import { UpdatePrompt } from '@/app/pwa/UpdatePrompt';
import { useAppShellStyles } from '@/app/shell/AppShell.styles';
import { Footer } from '@/app/shell/Footer';
import { ScrollTopButton } from '@/app/shell/ScrollTopButton';
import { TopBar } from '@/app/shell/TopBar';

/** The public shell (spec section 2): top bar, page, footer, scroll-to-top button. */
export function AppShell() {
  const styles = useAppShellStyles();
  return (
    <div className={styles.root}>
      <TopBar />
      <OfflineNotice />
      <UpdatePrompt />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollTopButton />
      <ScrollRestoration />
    </div>
  );
}
