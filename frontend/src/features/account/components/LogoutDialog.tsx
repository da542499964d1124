import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

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
    <Dialog
      open={count !== null}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) onCancel();
      }}
    >
      <DialogSurface data-testid="logout-dialog">
        <DialogBody>
          <DialogTitle>{t('logout.title')}</DialogTitle>
          <DialogContent>
            <p>{t('logout.unsynced', { count: count ?? 0 })}</p>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} data-testid="logout-cancel">
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" onClick={onConfirm} data-testid="logout-confirm">
              {t('logout.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
