import type { AuthUser } from '@/auth/auth-user';

/**
 * Which posts a user may edit (and, with PostsBlock, block): admin/owner all; a department user
 * their own and their department's; workshop and course users only their own.
 */
export type PostScope =
  { all: true } | { all: false; ownerId: string; departmentId: string | null };

const isAdmin = (user: AuthUser) => user.roles.includes('owner') || user.roles.includes('admin');

export const PostsPolicy = {
  scopeFor(user: AuthUser): PostScope {
    if (isAdmin(user)) return { all: true };
    return {
      all: false,
      ownerId: user.id,
      departmentId: user.roles.includes('department') ? user.departmentId : null,
    };
  },

  /** A post may name any department, except that a department user writes only for their own. */
  mayUseDepartment(user: AuthUser, departmentId: string): boolean {
    if (isAdmin(user) || !user.roles.includes('department')) return true;
    return user.departmentId === departmentId;
  },
};
