import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RejectDialogProps {
  title: string;
  busy: boolean;
  onReject(reason: string): void;
  onClose(): void;
}

/** A rejection needs a reason of 3–500 characters the requester can read. */
export function RejectDialog({ title, busy, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation('account');
  const [reason, setReason] = useState('');
  const length = reason.trim().length;
  const error =
    length < 3 ? t('validation.min3') : length > 500 ? t('validation.max500') : undefined;
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('publish.rejectTitle', { title })}</DialogTitle>
          <DialogContent>
            <Field
              label={t('publish.reason')}
              required
              validationMessage={reason ? error : undefined}
              hint={t('publish.reasonHint', { count: length })}
            >
              <Textarea value={reason} rows={4} onChange={(_, d) => setReason(d.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              appearance="primary"
              disabled={busy || Boolean(error)}
              onClick={() => onReject(reason.trim())}
              data-testid="publish-reject-confirm"
            >
              {t('publish.reject')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
