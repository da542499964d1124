import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashContext, type FlashApi } from '@/components/flash/FlashContext';
import { useFlashStyles } from '@/components/flash/FlashProvider.styles';
import { FLASH_DELAY_MS, flashDuration, type FlashIntent } from '@/components/flash/flashTiming';

interface FlashItem {
  id: number;
  message: string;
  intent: FlashIntent;
}

/**
 * Flash messages of spec section 4, as Fluent MessageBars in a live region. Own timers rather
 * than the Toaster's CSS-animation timer, so the timing is exact and testable with fake timers.
 */
export function FlashProvider({ children }: { children: ReactNode }) {
  const styles = useFlashStyles();
  const { t } = useTranslation(['common', 'errors']);
  const [items, setItems] = useState<FlashItem[]>([]);
  const nextId = useRef(1);
  // Messages up to this id were cleared; their timers may still run and find nothing to do.
  const clearedUpTo = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((fn: () => void, ms: number) => {
    const handle = setTimeout(() => {
      timers.current.delete(handle);
      fn();
    }, ms);
    timers.current.add(handle);
  }, []);

  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const show = useCallback<FlashApi['show']>(
    (message, intent) => {
      const id = nextId.current++;
      // Spec section 8: a failure without a server message shows the generic text.
      const text = message.trim() || t('errors:GENERIC');
      later(() => {
        // Cleared while it waited to appear.
        if (id <= clearedUpTo.current) return;
        // One message once: the same sentence again (three identical offline saves) replaces
        // the shown one and starts its time afresh instead of stacking up.
        setItems((current) => [
          ...current.filter((item) => item.message !== text || item.intent !== intent),
          { id, message: text, intent },
        ]);
        later(() => dismiss(id), flashDuration(intent));
      }, FLASH_DELAY_MS);
    },
    [dismiss, later, t],
  );

  const clear = useCallback(() => {
    clearedUpTo.current = nextId.current - 1;
    setItems([]);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const handle of pending) clearTimeout(handle);
      pending.clear();
    };
  }, []);

  const api = useMemo<FlashApi>(() => ({ show, clear }), [show, clear]);

  return (
    <FlashContext.Provider value={api}>
      {children}
      <div className={styles.region} role="region" aria-label={t('common:flashRegion')}>
        {items.map((item) => (
          <MessageBar
            key={item.id}
            className={styles.bar}
            intent={item.intent}
            politeness={item.intent === 'error' ? 'assertive' : 'polite'}
            data-testid="flash-message"
            data-intent={item.intent}
          >
            <MessageBarBody>{item.message}</MessageBarBody>
            <MessageBarActions
              containerAction={
                <Button
                  appearance="transparent"
                  aria-label={t('common:dismiss')}
                  icon={<DismissRegular />}
                  onClick={() => dismiss(item.id)}
                />
              }
            />
          </MessageBar>
        ))}
      </div>
    </FlashContext.Provider>
  );
}
