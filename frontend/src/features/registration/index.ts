/** What other features may import from the registrations' public side. */
export { RegistrationLink, offerFor } from '@/features/registration/components/RegistrationLink';
export type { PublicRegistrationOffer } from '@/features/registration/registration';
