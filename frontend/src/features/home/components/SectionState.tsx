import { Body1, Button, Spinner } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSectionStyles } from '@/features/home/components/sections.styles';

export interface SectionStateProps {
  loading: boolean;
  /** The load failed (no data at all): the spec's "could not be loaded" text and a retry. */
  error: boolean;
  errorText: string;
  emptyText: string;
  onRetry: () => void;
  testId: string;
}

/** Loading, error and empty states of a home section (spec section 8). */
export function SectionState({
  loading,
  error,
  errorText,
  emptyText,
  onRetry,
  testId,
}: SectionStateProps) {
  const styles = useSectionStyles();
  const { t } = useTranslation('common');
  if (loading) {
    return (
      <div className={styles.state}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (error) {
    return (
      <div className={styles.state} role="alert" data-testid={`${testId}-error`}>
        <Body1>{errorText}</Body1>
        <Button icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.state} data-testid={`${testId}-empty`}>
      <Body1>{emptyText}</Body1>
    </div>
  );
}
