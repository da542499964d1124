/** The registration pages, one lazy chunk (routes.tsx). */
export { RegistrationConfirmPage } from '@/features/registration/pages/RegistrationConfirmPage';
export { RegistrationManagePage } from '@/features/registration/pages/RegistrationManagePage';
export { RegistrationPage } from '@/features/registration/pages/RegistrationPage';
