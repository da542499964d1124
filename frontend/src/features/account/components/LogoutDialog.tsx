import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';

export interface LogoutDialogProps {
  /** Unsynced rows of the user; the dialog is open while this is a number. */
  count: number | null;
  onCancel(): void;
  onConfirm(): void;
}

/** Before a logout that would lose unsynced changes (logout clears the user's local data). */
export function LogoutDialog({ count, onCancel, onConfirm }: LogoutDialogProps) {
  const { t } = useTranslation('account');
  return (
    <ConfirmDialog
      open={count !== null}
      onCancel={onCancel}
      onConfirm={onConfirm}
      title={t('logout.title')}
      confirmLabel={t('logout.confirm')}
      cancelLabel={t('common.cancel')}
      testIds={{ surface: 'logout-dialog', confirm: 'logout-confirm', cancel: 'logout-cancel' }}
    >
      {t('logout.unsynced', { count: count ?? 0 })}
    </ConfirmDialog>
  );
}
