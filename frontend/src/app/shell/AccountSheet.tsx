import { PersonCircleRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closeEnclosingPopover,
  NavPopover,
  PopoverHeader,
  PopoverLink,
} from '@/app/shell/NavPopover';
import { useNavPopoverStyles } from '@/app/shell/NavPopover.styles';
import { useAuth } from '@/auth/useAuth';
import { useLang } from '@/i18n/useLang';

// Only a logout with unsynced changes needs it: Fluent's dialog stays out of the landing bundle.
const LogoutDialog = lazy(async () => ({
  default: (await import('@/features/account/components/LogoutDialog')).LogoutDialog,
}));

const SHEET_ID = 'account-sheet-popover';

/**
 * Spec section 2: on phones, a bottom sheet of the account items (Login; or Dashboard, Profil,
 * Abmelden). A native popover like the drawer: the server renders it with Login (it knows no
 * session), so it opens and its link works before the app has started and without JavaScript;
 * the app shows a logged-in person's items once it runs.
 */
export function AccountSheet({ className }: { className?: string }) {
  const styles = useNavPopoverStyles();
  const { t } = useTranslation('common');
  const lang = useLang();
  const { status, user, logout } = useAuth();
  const [unsynced, setUnsynced] = useState<number | null>(null);

  const onLogout = async (event: MouseEvent<HTMLButtonElement>) => {
    closeEnclosingPopover(event.currentTarget);
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
      <NavPopover
        id={SHEET_ID}
        placement="sheet"
        className={className}
        appearance="subtle"
        icon={<PersonCircleRegular />}
        aria-label={t('nav.openAccount')}
        title={t('nav.openAccount')}
        data-testid="account-sheet-button"
        popoverTestId="account-sheet"
      >
        <PopoverHeader
          popoverId={SHEET_ID}
          title={t('nav.account')}
          titleId={`${SHEET_ID}-title`}
          closeLabel={t('nav.closeAccount')}
        />
        <nav aria-labelledby={`${SHEET_ID}-title`}>
          <ul className={styles.list}>
            {status === 'authenticated' ? (
              <>
                <PopoverLink to={`/${lang}/account`} current={false}>
                  {t('nav.dashboard')}
                </PopoverLink>
                <PopoverLink to={`/${lang}/account/profil`} current={false}>
                  {t('nav.profile')}
                </PopoverLink>
                <li>
                  <button
                    type="button"
                    className={styles.item}
                    onClick={(event) => void onLogout(event)}
                    data-testid="sheet-logout"
                  >
                    {t('nav.logout')}
                  </button>
                </li>
              </>
            ) : (
              <PopoverLink to={`/${lang}/login`} current={false}>
                {t('nav.login')}
              </PopoverLink>
            )}
          </ul>
        </nav>
      </NavPopover>
      {unsynced !== null && (
        <Suspense fallback={null}>
          <LogoutDialog
            count={unsynced}
            onCancel={() => setUnsynced(null)}
            onConfirm={() => {
              setUnsynced(null);
              void logout();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
