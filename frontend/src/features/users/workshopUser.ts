import { CLUB } from '@/components/club/club';
import type { CreateUser } from '@/features/users/api/useUsers';

/**
 * Spec section 5 "Workshop user": the shared account of the workshops, created with a fixed club
 * address and a fixed name. The address is `workshops@` at the club's mail domain (the demo:
 * workshops@tus-musterstadt.de), the name "Workshop Team", the role workshop. Documented in
 * docs/frontend-contract.md.
 */
export const WORKSHOP_USER: CreateUser = {
  firstname: 'Workshop',
  lastname: 'Team',
  email: `workshops@${CLUB.email.split('@')[1]}`,
  roles: ['workshop'],
};
