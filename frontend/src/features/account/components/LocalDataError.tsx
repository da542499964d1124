import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/** What the back office shows when the device's IndexedDB cannot be read (private mode, full). */
export function LocalDataError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('account');
  return (
    <MessageBar intent="error" layout="multiline" data-testid="local-data-error">
      <MessageBarBody>
        <MessageBarTitle>{t('localData.title')}</MessageBarTitle>
        {t('localData.text')}
      </MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwise20Regular />} onClick={onRetry}>
          {t('localData.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
