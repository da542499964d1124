import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/** A part of the app that was never loaded on this device and cannot be fetched now. */
export function isModuleLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * What the back office shows when a part fails: the device's IndexedDB cannot be read (private
 * mode, full), or a part of the app was never loaded here and the connection is gone.
 */
export function LocalDataError({ onRetry, error }: { onRetry(): void; error?: unknown }) {
  const { t } = useTranslation('account');
  const key = isModuleLoadError(error) ? 'notLoaded' : 'localData';
  return (
    <MessageBar intent="error" layout="multiline" data-testid="local-data-error">
      <MessageBarBody>
        <MessageBarTitle>{t(`${key}.title`)}</MessageBarTitle>
        {t(`${key}.text`)}
      </MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwise20Regular />} onClick={onRetry}>
          {t('localData.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
