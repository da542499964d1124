import { SetPasswordPage } from '@/features/password/components/SetPasswordPage';
import { addNamespace } from '@/i18n';
import de from '@/locales/de/password.json';
import en from '@/locales/en/password.json';

addNamespace('password', { de, en });

/** `/:lang/resetPassword?token=…` (the link of the reset mail). */
export function ResetPasswordPage() {
  return <SetPasswordPage mode="reset" />;
}
