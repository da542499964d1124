import type { ComponentType, ReactElement } from 'react';
import type { Permission } from '@/api/types';
import type { OfflineEntity } from '@/offline/registry';

/** One page of a back-office area, below `/:lang/account`. */
export interface BackOfficeRoute {
  /** '' is the account's start (`/:lang/account`). */
  path: string;
  Page: ComponentType;
  /** Who may open it, when it differs from the area's (undefined: the area's). */
  permission?: Permission | null;
}

/**
 * What a feature declares once (its `manifest.tsx`) to appear in the back office: its drawer entry
 * (key, path, icon), the permission that shows it, and its lazy pages. The app collects the
 * manifests in drawer order (`app/backOffice/areas.ts`); the drawer and the routes follow them.
 */
export interface BackOfficeArea {
  /** The drawer entry's key: `data-testid="account-nav-<key>"`. */
  key: string;
  /**
   * The entry's text as an i18next key with its namespace (`users:menu`), from the feature's own
   * strings, which its manifest loads; default `account:menu.<key>`.
   */
  label?: string;
  /** Path of the entry below `/:lang/account` ('' is the account's start). */
  path: string;
  /** What the session must allow for the entry and its pages; null: every logged-in user. */
  permission: Permission | null;
  icon: ReactElement;
  routes: readonly BackOfficeRoute[];
  /** Other first path segments whose pages belong to this entry (`angebot` for `angebote`). */
  alsoSelects?: readonly string[];
  /**
   * The offline-editable entities the area's pages write (`defineOfflineEntity`): the sync engine
   * registers every area's, so a new entity is declared only here, in its own feature.
   */
  entities?: readonly OfflineEntity[];
  /**
   * A number shown on the entry (open publish requests): a hook, called by the entry only for
   * sessions that may open the area.
   */
  useCount?: () => number;
}

/** The i18next key of an area's drawer text (`areaLabel(area)` for `t`). */
export function areaLabel(area: Pick<BackOfficeArea, 'key' | 'label'>): string {
  return area.label ?? `account:menu.${area.key}`;
}

/** The area a path below `/:lang/account` belongs to (its own path, or one it also selects). */
export function areaAt<T extends BackOfficeArea>(
  areas: readonly T[],
  pathname: string,
  lang: string,
): T | undefined {
  const base = `/${lang}/account`;
  const current = decodeURIComponent(pathname.slice(base.length + 1)).split('/')[0] ?? '';
  return areas.find((area) => area.path === current || area.alsoSelects?.includes(current));
}
