import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import {
  DismissRegular,
  GridRegular,
  PersonRegular,
  ArrowEnterRegular,
  SignOutRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountSheetStyles } from '@/app/shell/AccountSheet.styles';
import { useLang } from '@/i18n/useLang';
import { useAuth } from '@/auth/useAuth';
import { RouterButton } from '@/components/RouterButton';
import { LogoutDialog } from '@/features/account/components/LogoutDialog';

export interface AccountSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Spec section 2: on phones, a bottom sheet of account items (Login; or Dashboard, Profil, Abmelden). */
export function AccountSheet({ open, onOpenChange }: AccountSheetProps) {
  const styles = useAccountSheetStyles();
  const { t } = useTranslation('common');
  const lang = useLang();
  const { status, user, logout } = useAuth();
  const [unsynced, setUnsynced] = useState<number | null>(null);
  const close = () => onOpenChange(false);

  const onLogout = async () => {
    close();
    // The outbox (Dexie) loads only here, so anonymous visitors never download it.
    let count: number;
    try {
      const { getPendingCount } = await import('@/offline/outbox');
      count = user ? await getPendingCount(user._id) : 0;
    } catch {
      count = 0;
    }
    // Logout clears this user's local data: warn first when something is not synced.
    if (count > 0) setUnsynced(count);
    else void logout();
  };

  return (
    <>
      <OverlayDrawer
        open={open}
        position="bottom"
        className={styles.sheet}
        onOpenChange={(_event, data) => onOpenChange(data.open)}
        aria-label={t('nav.account')}
        data-testid="account-sheet"
      >
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                aria-label={t('nav.closeAccount')}
                icon={<DismissRegular />}
                onClick={close}
              />
            }
          >
            {t('nav.account')}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <div className={styles.list}>
            {status === 'authenticated' ? (
              <>
                <RouterButton
                  to={`/${lang}/account`}
                  appearance="subtle"
                  size="large"
                  icon={<GridRegular />}
                  className={styles.item}
                  onNavigate={close}
                >
                  {t('nav.dashboard')}
                </RouterButton>
                <RouterButton
                  to={`/${lang}/account/profil`}
                  appearance="subtle"
                  size="large"
                  icon={<PersonRegular />}
                  className={styles.item}
                  onNavigate={close}
                >
                  {t('nav.profile')}
                </RouterButton>
                <Button
                  appearance="subtle"
                  size="large"
                  icon={<SignOutRegular />}
                  className={styles.item}
                  onClick={() => void onLogout()}
                  data-testid="sheet-logout"
                >
                  {t('nav.logout')}
                </Button>
              </>
            ) : (
              <RouterButton
                to={`/${lang}/login`}
                appearance="subtle"
                size="large"
                icon={<ArrowEnterRegular />}
                className={styles.item}
                onNavigate={close}
              >
                {t('nav.login')}
              </RouterButton>
            )}
          </div>
        </DrawerBody>
      </OverlayDrawer>
      {unsynced !== null && (
        <LogoutDialog
          count={unsynced}
          onCancel={() => setUnsynced(null)}
          onConfirm={() => {
            setUnsynced(null);
            void logout();
          }}
        />
      )}
    </>
  );
}
