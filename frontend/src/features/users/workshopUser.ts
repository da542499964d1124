import type { CreateUser } from '@/features/users/api/useUsers';

/**
 * Spec section 5 "Workshop user": the shared account of the workshops, created with the fixed
 * address and name the club set on its "Verein" screen (`workshop_user_email`, `_name`), with the
 * role workshop. None until the club has set the address. Documented in docs/frontend-contract.md.
 */
export function workshopUserOf(club: {
  workshop_user_email: string | null;
  workshop_user_name: string | null;
}): CreateUser | null {
  if (!club.workshop_user_email) return null;
  const [firstname, ...rest] = (club.workshop_user_name || 'Workshop Team').trim().split(/\s+/);
  return {
    firstname: firstname!,
    lastname: rest.join(' ') || firstname!,
    email: club.workshop_user_email,
    roles: ['workshop'],
  };
}
