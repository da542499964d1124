import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/i18n/useLang';
import { publicQueries } from '@/api/publicQueries';
import { useAuth } from '@/auth/useAuth';
import { workshopAnchor } from '@/components/scroll/anchors';
import { shownStatus } from '@/api/shownStatus';

export interface NavItem {
  key: string;
  label: string;
  to: string;
}

/** A dropdown's entries and their state (the Abteilungen and Workshops menus). */
export interface NavList {
  key: 'departments' | 'workshops';
  label: string;
  status: 'pending' | 'error' | 'success';
  errorText: string;
  items: NavItem[];
}

export interface Navigation {
  start: NavItem;
  blog: NavItem;
  departments: NavList;
  workshops: NavList;
  volkslauf: NavItem;
  /** The overflow ("Mehr"): Termine, Formulare, Sportstätten, and Dashboard when logged in. */
  more: NavItem[];
}

/** The public navigation (spec section 2), the same for the top bar and the phone drawer. */
export function useNavigation(): Navigation {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { status } = useAuth();
  const entries = useQuery(publicQueries.navigation());

  const more: NavItem[] = [
    { key: 'dates', label: t('nav.dates'), to: `/${lang}/termine` },
    { key: 'forms', label: t('nav.forms'), to: `/${lang}/formulare` },
    { key: 'locations', label: t('nav.locations'), to: `/${lang}/sportstaetten` },
  ];
  if (status === 'authenticated') {
    more.push({ key: 'dashboard', label: t('nav.dashboard'), to: `/${lang}/account` });
  }

  return {
    start: { key: 'start', label: t('nav.start'), to: `/${lang}/` },
    blog: { key: 'blog', label: t('nav.blog'), to: `/${lang}/blog` },
    departments: {
      key: 'departments',
      label: t('nav.departments'),
      status: shownStatus(entries),
      errorText: t('nav.departmentsError'),
      items: (entries.data?.departments ?? []).map((d) => ({
        key: d._id,
        label: d.title,
        to: `/${lang}/abteilung/${encodeURIComponent(d.name)}`,
      })),
    },
    workshops: {
      key: 'workshops',
      label: t('nav.workshops'),
      status: shownStatus(entries),
      errorText: t('nav.workshopsError'),
      items: (entries.data?.workshops ?? []).map((w) => ({
        key: w._id,
        label: w.title,
        to: `/${lang}/workshop#${workshopAnchor(w.title)}`,
      })),
    },
    volkslauf: { key: 'volkslauf', label: t('nav.volkslauf'), to: `/${lang}/volkslauf` },
    more,
  };
}
