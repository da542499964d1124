import {
  Avatar,
  Button,
  CounterBadge,
  NavDrawer,
  NavDrawerBody,
  NavDrawerFooter,
  NavDrawerHeader,
  NavItem,
} from '@fluentui/react-components';
import {
  Board20Regular,
  BuildingMultiple20Regular,
  ChatHelp20Regular,
  CheckmarkStarburst20Regular,
  Document20Regular,
  Flag20Regular,
  Handshake20Regular,
  Location20Regular,
  News20Regular,
  Person20Regular,
  SignOut20Regular,
  Sport20Regular,
  Wrench20Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@/api/types';
import { useLang } from '@/app/useLang';
import { type AccountMenuKey, menuFor } from '@/features/account/accountMenu';
import { useAccountDrawerStyles } from '@/features/account/components/AccountDrawer.styles';
import { SyncIndicator } from '@/features/account/components/SyncIndicator';

const ICONS: Record<AccountMenuKey, ReactElement> = {
  dashboard: <Board20Regular />,
  departments: <BuildingMultiple20Regular />,
  courses: <Sport20Regular />,
  workshops: <Wrench20Regular />,
  blog: <Document20Regular />,
  news: <News20Regular />,
  banners: <Flag20Regular />,
  support: <ChatHelp20Regular />,
  locations: <Location20Regular />,
  sponsors: <Handshake20Regular />,
  profile: <Person20Regular />,
  publish: <CheckmarkStarburst20Regular />,
};

export interface AccountDrawerProps {
  user: SessionUser;
  type: 'inline' | 'overlay';
  open: boolean;
  onOpenChange(open: boolean): void;
  publishCount: number;
  onLogout(): void;
}

/** Spec section 2: avatar, full name, logged-in state, the role's entries, Logout. */
export function AccountDrawer({
  user,
  type,
  open,
  onOpenChange,
  publishCount,
  onLogout,
}: AccountDrawerProps) {
  const { t } = useTranslation('account');
  const styles = useAccountDrawerStyles();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/${lang}/account`;
  const entries = menuFor(user);
  const current = decodeURIComponent(pathname.slice(base.length + 1)).split('/')[0];
  const selected =
    entries.find((e) => e.path === current)?.key ??
    (current === 'angebot' ? 'courses' : current === '' ? 'dashboard' : undefined);

  return (
    <NavDrawer
      className={styles.drawer}
      type={type}
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      selectedValue={selected}
      aria-label={t('drawer.label')}
      data-testid="account-drawer"
    >
      <NavDrawerHeader className={styles.header}>
        <div className={styles.identity}>
          <Avatar name={user.fullname} image={user.photoURL ? { src: user.photoURL } : undefined} />
          <div className={styles.names}>
            <span className={styles.fullname}>{user.fullname}</span>
            <span className={styles.state}>{t('drawer.loggedIn')}</span>
          </div>
        </div>
        <SyncIndicator userId={user._id} />
      </NavDrawerHeader>
      <NavDrawerBody>
        {entries.map((entry) => {
          const href = entry.path ? `${base}/${entry.path}` : base;
          return (
            <NavItem
              key={entry.key}
              value={entry.key}
              href={href}
              icon={ICONS[entry.key]}
              data-testid={`account-nav-${entry.key}`}
              onClick={(event) => {
                event.preventDefault();
                navigate(href);
                if (type === 'overlay') onOpenChange(false);
              }}
            >
              <span className={styles.itemLabel}>
                {t(`menu.${entry.key}`)}
                {entry.key === 'publish' && publishCount > 0 && (
                  <CounterBadge
                    count={publishCount}
                    size="small"
                    aria-label={t('drawer.publishCount', { count: publishCount })}
                  />
                )}
              </span>
            </NavItem>
          );
        })}
      </NavDrawerBody>
      <NavDrawerFooter>
        <Button appearance="subtle" icon={<SignOut20Regular />} onClick={onLogout}>
          {t('menu.logout')}
        </Button>
      </NavDrawerFooter>
    </NavDrawer>
  );
}
