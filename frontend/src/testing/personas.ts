import type { Permission, Role } from '@/api/types';
import { permissionValues } from '@/api/generated/schema';
import rolePermissions from '@/testing/rolePermissions.generated.json';

/**
 * Test fixtures only: the permissions the server's session carries for users of these roles,
 * written by `npm run openapi -w backend` from backend/src/auth/permissions.ts (checked for
 * drift by `npm run check:api`). The app itself never maps roles to permissions.
 */
export function permissionsOfRoles(roles: readonly Role[]): Permission[] {
  const granted = new Set(roles.flatMap((role) => rolePermissions[role] as Permission[]));
  return permissionValues.filter((permission) => granted.has(permission));
}
