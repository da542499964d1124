// What other features may use of the password pages (the profile's password change shares the
// server's length rule). Re-exports only: index files are built as free of side effects.
export { PASSWORD_MAX, PASSWORD_MIN } from '@/features/password/passwordValidation';
