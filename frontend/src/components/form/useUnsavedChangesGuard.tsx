import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import '@/components/form/strings';

/**
 * Asks before a form's unsaved edits are lost: an in-app navigation to another page (a link, the
 * drawer, the browser's back button) waits for "Verwerfen" in a dialog, a reload or closing the
 * tab gets the browser's own question. Returns the dialog, for the caller to place in its tree.
 */
export function useUnsavedChangesGuard(dirty: boolean): ReactNode {
  const { t } = useTranslation('form');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      // A logout leaves on purpose (LanguageLayout's way Home marks it).
      !(nextLocation.state as { loggedOut?: boolean } | null)?.loggedOut,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      confirmLabel={t('unsaved.discard')}
      cancelLabel={t('unsaved.stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      testIds={{
        surface: 'unsaved-dialog',
        confirm: 'unsaved-discard',
        cancel: 'unsaved-stay',
      }}
    >
      {t('unsaved.text')}
    </ConfirmDialog>
  );
}
