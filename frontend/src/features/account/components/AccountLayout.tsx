import { Button, Spinner } from '@fluentui/react-components';
import { Navigation20Regular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLang } from '@/i18n/useLang';
import { useAuth } from '@/auth/useAuth';
import type { BackOfficeArea } from '@/components/layout/backOfficeArea';
import { AccountDrawer } from '@/features/account/components/AccountDrawer';
import { useAccountLayoutStyles } from '@/features/account/components/AccountLayout.styles';
import { ConflictDialog } from '@/features/account/components/ConflictDialog';
import { LogoutDialog } from '@/features/account/components/LogoutDialog';
import { SyncIndicator } from '@/features/account/components/SyncIndicator';
import { useAccountGuard } from '@/features/account/components/useAccountGuard';
import { useIsDesktop } from '@/features/account/components/useIsDesktop';
import { useSyncFlash } from '@/features/account/components/useSyncFlash';
import { getPendingCount } from '@/offline/outbox';

/** `/:lang/account`: login guard, side drawer, sync state, and the account pages. */
export function AccountLayout({
  areas,
  children,
}: {
  areas: readonly BackOfficeArea[];
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const styles = useAccountLayoutStyles();
  const lang = useLang();
  const { user, status, logout } = useAuth();
  const guard = useAccountGuard(user?._id);
  const desktop = useIsDesktop();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [unsyncedAtLogout, setUnsyncedAtLogout] = useState<number | null>(null);
  useSyncFlash(user?._id);

  if (status === 'loading') {
    return (
      <div className={styles.center}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (!user) return <Navigate to={`/${lang}/login`} replace />;

  return (
    <div className={styles.root}>
      <AccountDrawer
        user={user}
        type={desktop ? 'inline' : 'overlay'}
        open={desktop || drawerOpen}
        onOpenChange={setDrawerOpen}
        areas={areas}
        onLogout={() =>
          void getPendingCount(user._id).then((count) => {
            // Logout clears this user's local data: warn first when something is not synced.
            if (count > 0) setUnsyncedAtLogout(count);
            else void logout();
          })
        }
      />
      <div className={styles.main} id="account-content">
        {!desktop && (
          <div className={styles.topBar}>
            <Button
              appearance="subtle"
              icon={<Navigation20Regular />}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              data-testid="account-drawer-toggle"
            >
              {t('drawer.open')}
            </Button>
            <SyncIndicator userId={user._id} />
          </div>
        )}
        {guard === 'ok' ? (
          children
        ) : (
          <div className={styles.center}>
            <Spinner label={t('common.loading')} />
          </div>
        )}
      </div>
      <ConflictDialog userId={user._id} />
      <LogoutDialog
        count={unsyncedAtLogout}
        onCancel={() => setUnsyncedAtLogout(null)}
        onConfirm={() => {
          setUnsyncedAtLogout(null);
          void logout();
        }}
      />
    </div>
  );
}
