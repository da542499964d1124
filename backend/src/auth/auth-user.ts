import type { Role } from '@/auth/permissions';

/** The caller as the guard resolved it from the access token and the database. */
export interface AuthUser {
  id: string;
  sessionId: string;
  email: string;
  name: string;
  roles: Role[];
  departmentId: string | null;
}
