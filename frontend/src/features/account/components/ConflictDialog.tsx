import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Radio,
  RadioGroup,
} from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConflictDialogStyles } from '@/features/account/components/ConflictDialog.styles';
import { conflictFields, resolveConflict, type FieldChoice } from '@/offline/conflicts';
import { describeEntity } from '@/features/account/components/describeRow';
import { entityOf, hasEntity } from '@/offline/registry';
import type { ConflictRow } from '@/offline/types';
import { useConflicts } from '@/offline/useOutboxRows';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Opens by itself when the server answered 412 for one of my queued changes. */
export function ConflictDialog({ userId }: { userId: string }) {
  const conflicts = useConflicts(userId) ?? [];
  const [later, setLater] = useState<string | null>(null);
  const current = conflicts.find((c) => c.id !== later);
  if (!current) return null;
  return (
    <ConflictDialogFor key={current.id} conflict={current} onLater={() => setLater(current.id)} />
  );
}

function ConflictDialogFor({ conflict, onLater }: { conflict: ConflictRow; onLater(): void }) {
  const { t } = useTranslation('account');
  const styles = useConflictDialogStyles();
  const fields = conflictFields(conflict);
  const [choice, setChoice] = useState<Record<string, FieldChoice>>(() =>
    Object.fromEntries(fields.map((f) => [f, 'mine' as FieldChoice])),
  );
  const what = describeEntity(conflict.entity.type, conflict.server, t);
  const fieldLabel = (field: string) =>
    hasEntity(conflict.entity.type)
      ? entityOf(conflict.entity.type).fieldLabel(field, t as TFunction)
      : field;
  if (conflict.method === 'DELETE') {
    return <DeleteConflictDialog conflict={conflict} onLater={onLater} />;
  }

  return (
    <Dialog open modalType="alert">
      <DialogSurface data-testid="conflict-dialog">
        <DialogBody>
          <DialogTitle>{t('conflict.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <p>{t('conflict.text', { what })}</p>
            {fields.map((field) => (
              <div key={field} className={styles.field}>
                <RadioGroup
                  aria-label={fieldLabel(field)}
                  value={choice[field]}
                  onChange={(_, data) =>
                    setChoice((prev) => ({ ...prev, [field]: data.value as FieldChoice }))
                  }
                >
                  <span className={styles.fieldName}>{fieldLabel(field)}</span>
                  <Radio
                    value="mine"
                    label={`${t('conflict.mine')}: ${show(conflict.mine[field])}`}
                  />
                  <Radio
                    value="theirs"
                    label={`${t('conflict.theirs')}: ${show(conflict.server[field])}`}
                  />
                </RadioGroup>
              </div>
            ))}
          </DialogContent>
          <DialogActions className={styles.actions}>
            <Button appearance="primary" onClick={() => void resolveConflict(conflict.id, 'mine')}>
              {t('conflict.keepMine')}
            </Button>
            <Button onClick={() => void resolveConflict(conflict.id, 'theirs')}>
              {t('conflict.takeTheirs')}
            </Button>
            {fields.length > 1 && (
              <Button onClick={() => void resolveConflict(conflict.id, choice)}>
                {t('conflict.applyChoice')}
              </Button>
            )}
            <Button appearance="subtle" onClick={onLater}>
              {t('conflict.later')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** My offline delete met someone else's change: delete anyway, or keep theirs. */
function DeleteConflictDialog({ conflict, onLater }: { conflict: ConflictRow; onLater(): void }) {
  const { t } = useTranslation('account');
  const styles = useConflictDialogStyles();
  const what = describeEntity(conflict.entity.type, conflict.server, t);
  return (
    <Dialog open modalType="alert">
      <DialogSurface data-testid="conflict-dialog">
        <DialogBody>
          <DialogTitle>{t('conflict.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <p>{t('conflict.deleted', { what })}</p>
          </DialogContent>
          <DialogActions className={styles.actions}>
            <Button appearance="primary" onClick={() => void resolveConflict(conflict.id, 'mine')}>
              {t('conflict.keepDelete')}
            </Button>
            <Button onClick={() => void resolveConflict(conflict.id, 'theirs')}>
              {t('conflict.keepServer')}
            </Button>
            <Button appearance="subtle" onClick={onLater}>
              {t('conflict.later')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
