import { useTranslation } from 'react-i18next';
import { useLang } from '@/app/useLang';
import { useAuth } from '@/auth/useAuth';

export interface NavItem {
  key: 'start' | 'dashboard' | 'login';
  label: string;
  to: string;
}

/** The shell's navigation for what exists now: Start, and Dashboard or Login. */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { status } = useAuth();
  const items: NavItem[] = [{ key: 'start', label: t('nav.start'), to: `/${lang}/` }];
  if (status === 'authenticated') {
    items.push({ key: 'dashboard', label: t('nav.dashboard'), to: `/${lang}/account` });
  } else if (status === 'anonymous') {
    items.push({ key: 'login', label: t('nav.login'), to: `/${lang}/login` });
  }
  return items;
}
