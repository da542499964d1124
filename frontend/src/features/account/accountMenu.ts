import type { Role } from '@/api/types';

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
  /** Null: every logged-in user. */
  roles: readonly Role[] | null;
  /** Entries without a page in this issue lead to the "kommt bald" placeholder. */
  comingSoon: boolean;
}

const STAFF: readonly Role[] = ['admin', 'owner', 'department'];
const ADMINS: readonly Role[] = ['admin', 'owner'];
const AUTHORS: readonly Role[] = ['course', 'department', 'workshop', 'admin', 'owner'];

/** The roles table of docs/frontend-contract.md (spec section 6), in drawer order. */
export const ACCOUNT_MENU: readonly AccountMenuEntry[] = [
  { key: 'dashboard', path: '', roles: STAFF, comingSoon: false },
  { key: 'departments', path: 'abteilungen', roles: STAFF, comingSoon: true },
  { key: 'courses', path: 'angebote', roles: ['course', ...STAFF], comingSoon: false },
  { key: 'workshops', path: 'workshop', roles: ['workshop', ...ADMINS], comingSoon: true },
  { key: 'blog', path: 'beiträge', roles: AUTHORS, comingSoon: true },
  { key: 'news', path: 'news', roles: AUTHORS, comingSoon: true },
  { key: 'banners', path: 'banners', roles: ADMINS, comingSoon: true },
  { key: 'support', path: 'support', roles: ADMINS, comingSoon: true },
  { key: 'locations', path: 'sportstaetten', roles: ADMINS, comingSoon: true },
  { key: 'sponsors', path: 'sponsoren', roles: ADMINS, comingSoon: true },
  { key: 'profile', path: 'profil', roles: null, comingSoon: false },
  { key: 'publish', path: 'veroeffentlichungen', roles: ADMINS, comingSoon: false },
];

export function hasAnyRole(userRoles: readonly Role[], allowed: readonly Role[] | null): boolean {
  return allowed === null || userRoles.some((role) => allowed.includes(role));
}

export function menuForRoles(roles: readonly Role[]): AccountMenuEntry[] {
  return ACCOUNT_MENU.filter((entry) => hasAnyRole(roles, entry.roles));
}

export function rolesFor(key: AccountMenuKey): readonly Role[] | null {
  return ACCOUNT_MENU.find((entry) => entry.key === key)?.roles ?? null;
}

/** Spec section 6: where the dashboard sends a user; null = stay on the dashboard. */
export function dashboardRedirect(roles: readonly Role[]): string | null {
  if (hasAnyRole(roles, STAFF)) return null;
  if (roles.includes('workshop')) return 'workshop';
  if (roles.includes('course')) return 'angebote';
  return 'profil';
}
