import type { Permission, SessionUser } from '@/api/types';
import { hasPermission } from '@/auth/permissions';

export type AccountMenuKey =
  | 'dashboard'
  | 'departments'
  | 'courses'
  | 'workshops'
  | 'blog'
  | 'news'
  | 'banners'
  | 'support'
  | 'locations'
  | 'sponsors'
  | 'profile'
  | 'publish';

export interface AccountMenuEntry {
  key: AccountMenuKey;
  /** Path below `/:lang/account`; '' is the dashboard. */
  path: string;
  /** What the session must allow (the server decides which roles have it); null: every user. */
  permission: Permission | null;
  /** Entries without a page in this issue lead to the "kommt bald" placeholder. */
  comingSoon: boolean;
}

/**
 * The drawer of spec section 6, in drawer order. Each entry names the permission its screen's
 * API needs; which roles hold it is the server's table (backend/src/auth/permissions.ts).
 */
export const ACCOUNT_MENU: readonly AccountMenuEntry[] = [
  { key: 'dashboard', path: '', permission: 'dashboard:view', comingSoon: false },
  { key: 'departments', path: 'abteilungen', permission: 'departments:read', comingSoon: true },
  { key: 'courses', path: 'angebote', permission: 'courses:read', comingSoon: false },
  { key: 'workshops', path: 'workshop', permission: 'workshops:manage', comingSoon: true },
  { key: 'blog', path: 'beiträge', permission: 'posts:edit', comingSoon: true },
  { key: 'news', path: 'news', permission: 'news:manage', comingSoon: true },
  { key: 'banners', path: 'banners', permission: 'banners:manage', comingSoon: true },
  { key: 'support', path: 'support', permission: 'support:manage', comingSoon: true },
  { key: 'locations', path: 'sportstaetten', permission: 'locations:manage', comingSoon: true },
  { key: 'sponsors', path: 'sponsoren', permission: 'sponsors:manage', comingSoon: true },
  { key: 'profile', path: 'profil', permission: null, comingSoon: false },
  {
    key: 'publish',
    path: 'veroeffentlichungen',
    permission: 'publish-requests:read',
    comingSoon: false,
  },
];

/** Whether `user` may open a screen guarded by `permission` (null: every logged-in user). */
export function mayOpen(user: SessionUser | null, permission: Permission | null): boolean {
  return Boolean(user) && (permission === null || hasPermission(user, permission));
}

export function menuFor(user: SessionUser): AccountMenuEntry[] {
  return ACCOUNT_MENU.filter((entry) => mayOpen(user, entry.permission));
}

export function permissionFor(key: AccountMenuKey): Permission | null {
  return ACCOUNT_MENU.find((entry) => entry.key === key)?.permission ?? null;
}

/**
 * Spec section 6: where the account's start sends a user; null = stay on the dashboard. Staff
 * (who see the dashboard) stay, workshop users go to their workshops, course users to their
 * courses, everyone else to the profile.
 */
export function dashboardRedirect(user: SessionUser): string | null {
  for (const key of ['dashboard', 'workshops', 'courses'] as const) {
    if (hasPermission(user, permissionFor(key)!)) {
      return key === 'dashboard' ? null : ACCOUNT_MENU.find((entry) => entry.key === key)!.path;
    }
  }
  return 'profil';
}
