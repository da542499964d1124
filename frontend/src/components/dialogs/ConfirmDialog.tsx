import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Spinner,
} from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** The button that opens the dialog. Without one the caller opens it with `open`. */
  trigger?: ReactElement;
  /** Open while true (when there is no trigger); `onCancel` on Escape, outside or Cancel. */
  open?: boolean;
  onCancel?(): void;
  title: string;
  /** What happens, naming what goes (spec: a delete names what it takes with it). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm(): void;
  /** `data-testid`s of the surface and its two buttons. */
  testIds?: { surface: string; confirm: string; cancel: string };
}

/**
 * Asks before an action that cannot be undone. Escape, the cancel button and a click outside
 * close it; the focus returns to the trigger. The confirm button shows progress while `busy`.
 */
export function ConfirmDialog({
  trigger,
  open,
  onCancel,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  testIds = {
    surface: 'confirm-dialog',
    confirm: 'confirm-dialog-confirm',
    cancel: 'confirm-dialog-cancel',
  },
}: ConfirmDialogProps) {
  const cancel = (
    <Button onClick={trigger ? undefined : onCancel} data-testid={testIds.cancel}>
      {cancelLabel}
    </Button>
  );
  const surface = (
    <DialogSurface data-testid={testIds.surface}>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          {trigger ? <DialogTrigger disableButtonEnhancement>{cancel}</DialogTrigger> : cancel}
          <Button
            appearance="primary"
            disabled={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
            onClick={onConfirm}
            data-testid={testIds.confirm}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  );
  return trigger ? (
    <Dialog modalType="alert">
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      {surface}
    </Dialog>
  ) : (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => !data.open && onCancel?.()}>
      {surface}
    </Dialog>
  );
}
