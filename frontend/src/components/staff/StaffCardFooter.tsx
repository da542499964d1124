import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { SyncState } from '@/components/staff/SyncState';
import type { OutboxRow } from '@/offline/types';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    marginTop: 'auto',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface StaffCardFooterProps {
  /** `news` → test ids `news-edit`, `news-delete`, `news-unsynced`, `news-rejected`. */
  testId: string;
  /** The entity's outbox rows (`useOutboxRowsByEntity`). */
  rows: OutboxRow[] | undefined;
  /** The feature's sentences: the buttons' names and the confirmation, naming the item. */
  texts: { edit: string; delete: string; deleteTitle: string; deleteText: string };
  onEdit(): void;
  onDelete(): void;
  /** Edit and delete only where the session may change the item (default: yes). */
  mayChange?: boolean;
  /** Further actions before edit (a sponsor's move buttons). */
  children?: ReactNode;
}

/**
 * A staff card's last line (the scaffolding of FRONTEND.md): its sync state, then edit and a
 * delete that asks first and names what goes.
 */
export function StaffCardFooter({
  testId,
  rows,
  texts,
  onEdit,
  onDelete,
  mayChange = true,
  children,
}: StaffCardFooterProps) {
  const { t } = useTranslation('account');
  const styles = useStyles();
  return (
    <div className={styles.footer}>
      <SyncState rows={rows} testId={testId} />
      {mayChange && (
        <span className={styles.actions}>
          {children}
          <Button
            appearance="subtle"
            icon={<Edit20Regular />}
            aria-label={texts.edit}
            onClick={onEdit}
            data-testid={`${testId}-edit`}
          />
          <ConfirmDialog
            trigger={
              <Button
                appearance="subtle"
                icon={<Delete20Regular />}
                aria-label={texts.delete}
                data-testid={`${testId}-delete`}
              />
            }
            title={texts.deleteTitle}
            confirmLabel={t('editor.deleteConfirm')}
            cancelLabel={t('common.cancel')}
            onConfirm={onDelete}
          >
            {texts.deleteText}
          </ConfirmDialog>
        </span>
      )}
    </div>
  );
}
