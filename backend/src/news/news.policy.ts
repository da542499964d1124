import type { AuthUser } from '@/auth/auth-user';

/** Authors delete their own news; admin and owner any. */
export const NewsPolicy = {
  mayDelete(user: AuthUser, createdBy: string | null): boolean {
    if (user.roles.includes('owner') || user.roles.includes('admin')) return true;
    return createdBy === user.id;
  },
};
