import { SetPasswordPage } from '@/features/password/components/SetPasswordPage';
import { addNamespace } from '@/i18n';
import de from '@/locales/de/password.json';
import en from '@/locales/en/password.json';

addNamespace('password', { de, en });

/** `/:lang/verification?token=…` and `/:lang/verifyAccount?token=…` (the new-account mail's link). */
export function VerificationPage() {
  return <SetPasswordPage mode="verify" />;
}
