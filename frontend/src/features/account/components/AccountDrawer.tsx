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
import { SignOut20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@/api/types';
import { useLang } from '@/i18n/useLang';
import { mayOpen } from '@/auth/permissions';
import { areaAt, areaLabel, type BackOfficeArea } from '@/components/layout/backOfficeArea';
import { useAccountDrawerStyles } from '@/features/account/components/AccountDrawer.styles';
import { SyncIndicator } from '@/features/account/components/SyncIndicator';

export interface AccountDrawerProps {
  user: SessionUser;
  type: 'inline' | 'overlay';
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The back office's areas in drawer order; the entries the session allows are shown. */
  areas: readonly BackOfficeArea[];
  onLogout(): void;
}

/** Spec section 2: avatar, full name, logged-in state, the role's entries, Logout. */
export function AccountDrawer({
  user,
  type,
  open,
  onOpenChange,
  areas,
  onLogout,
}: AccountDrawerProps) {
  const { t } = useTranslation('account');
  const styles = useAccountDrawerStyles();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/${lang}/account`;
  const entries = areas.filter((area) => mayOpen(user, area.permission));
  const selected = areaAt(entries, pathname, lang)?.key;

  return (
    <NavDrawer
      className={styles.drawer}
      type={type}
      open={open}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      selectedValue={selected}
      aria-label={t('drawer.label')}
      // On a phone the drawer is modal: a dialog (aria-modal is not allowed on Fluent's
      // navigation role); on a desktop it is the page's navigation.
      {...(type === 'overlay' ? { role: 'dialog' } : {})}
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
        {entries.map((area) => (
          <AreaNavItem
            key={area.key}
            area={area}
            href={area.path ? `${base}/${area.path}` : base}
            onNavigate={(href) => {
              navigate(href);
              if (type === 'overlay') onOpenChange(false);
            }}
          />
        ))}
      </NavDrawerBody>
      <NavDrawerFooter>
        <Button appearance="subtle" icon={<SignOut20Regular />} onClick={onLogout}>
          {t('menu.logout')}
        </Button>
      </NavDrawerFooter>
    </NavDrawer>
  );
}

const noCount = () => 0;

/** One drawer entry; its area may show a count (the open publish requests). */
function AreaNavItem({
  area,
  href,
  onNavigate,
}: {
  area: BackOfficeArea;
  href: string;
  onNavigate(href: string): void;
}) {
  const { t } = useTranslation('account');
  const styles = useAccountDrawerStyles();
  // An area's count hook is fixed for its lifetime, so the hook order never changes.
  const useCount = area.useCount ?? noCount;
  const count = useCount();
  return (
    <NavItem
      value={area.key}
      href={href}
      icon={area.icon}
      data-testid={`account-nav-${area.key}`}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(href);
      }}
    >
      <span className={styles.itemLabel}>
        {t(areaLabel(area))}
        {count > 0 && (
          <CounterBadge
            count={count}
            size="small"
            aria-label={t('drawer.publishCount', { count })}
          />
        )}
      </span>
    </NavItem>
  );
}
