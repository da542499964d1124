import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormDialogProps {
  title: string;
  /** The form's fields (Fluent `Field`s of the form kit). */
  children: ReactNode;
  /** The form kit's `handleSubmit(...)`: runs only when the rules pass. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClose(): void;
  submitLabel: string;
  cancelLabel: string;
  /**
   * The dialog's form (the form kit's `useEntityForm`): submit is off while its rules do not pass
   * or while it is sent (spec section 5).
   */
  form?: { formState: { isValid: boolean; isSubmitting: boolean } };
  /** Off for another reason besides the form's state (a call the dialog runs itself). */
  submitDisabled?: boolean;
  testIds?: { form?: string; submit?: string };
}

/**
 * A dialog around one form: Enter submits, Escape and Cancel close without saving, the browser's
 * own validation is off (the form kit shows the spec's messages on the fields).
 */
export function FormDialog({
  title,
  children,
  onSubmit,
  onClose,
  submitLabel,
  cancelLabel,
  form,
  submitDisabled,
  testIds = {},
}: FormDialogProps) {
  const styles = useStyles();
  // Both read on every render: react-hook-form only tracks the state a render has read.
  const invalid = form ? !form.formState.isValid : false;
  const sending = form ? form.formState.isSubmitting : false;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={onSubmit} noValidate data-testid={testIds.form}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={Boolean(submitDisabled) || invalid || sending}
                data-testid={testIds.submit}
              >
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
