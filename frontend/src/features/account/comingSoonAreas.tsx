import { Flag20Regular } from '@fluentui/react-icons';
import { lazy } from 'react';
import type { BackOfficeArea, BackOfficeRoute } from '@/components/layout/backOfficeArea';

function comingSoon(
  key: string,
  path: string,
  permission: BackOfficeArea['permission'],
  icon: BackOfficeArea['icon'],
  more: readonly string[] = [],
): BackOfficeArea {
  const Page = lazy(async () => {
    const { ComingSoonPage } = await import('@/features/account/pages/ComingSoonPage');
    return { default: () => <ComingSoonPage entry={key} /> };
  });
  const routes: BackOfficeRoute[] = [path, ...more].map((routePath) => ({ path: routePath, Page }));
  return { key, path, permission, icon, routes, alsoSelects: more.map((p) => p.split('/')[0]!) };
}

/**
 * Drawer entries of spec section 6 whose screens are not built yet: they show for the roles the
 * spec names and lead to "kommt bald". Each moves to its own feature's manifest when it is built.
 */
export const COMING_SOON_AREAS = {
  banners: comingSoon('banners', 'banners', 'banners:manage', <Flag20Regular />),
} satisfies Record<string, BackOfficeArea>;
