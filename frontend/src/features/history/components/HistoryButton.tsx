import { Button, makeStyles } from '@fluentui/react-components';
import { History20Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/auth/usePermission';
import type { HistoryType } from '@/features/history/api/historyApi';
import '@/features/history/strings';

// In an editor's column of actions the button keeps its own width.
const useStyles = makeStyles({ start: { alignSelf: 'flex-start' } });

const HistoryDialog = lazy(async () => ({
  default: (await import('@/features/history/components/HistoryDialog')).HistoryDialog,
}));

/**
 * The entry to an entity's history, for sessions that may publish it (courses and workshops:
 * publish:direct; departments, which are made public by admin and owner: departments:administer).
 * `compact`: an icon button named by its label (the department cards).
 */
export function HistoryButton({
  type,
  id,
  title,
  compact = false,
}: {
  type: HistoryType;
  id: string;
  title: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('history');
  const styles = useStyles();
  const may = usePermission(
    type === 'department'
      ? 'departments:administer'
      : type === 'text'
        ? 'club:manage'
        : 'publish:direct',
  );
  const [open, setOpen] = useState(false);
  if (!may) return null;
  return (
    <>
      <Button
        appearance={compact ? 'subtle' : 'secondary'}
        className={compact ? undefined : styles.start}
        icon={<History20Regular />}
        aria-label={compact ? t('openNamed', { title }) : undefined}
        onClick={() => setOpen(true)}
        data-testid={`${type}-history`}
      >
        {compact ? undefined : t('open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <HistoryDialog type={type} id={id} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
