import { useEffect, useRef } from 'react';

/**
 * The bot-check seam of spec section 2 (login). Shown only when VITE_BOT_CHECK_SITE_KEY is set
 * (production, where the server has BOT_CHECK_SECRET). Implemented for Cloudflare Turnstile
 * (explicit rendering); the token goes to the server as `recaptchaToken`. Changing `resetKey`
 * resets the widget (spec section 4: the check resets after each attempt).
 */
export const BOT_CHECK_SITE_KEY: string = import.meta.env.VITE_BOT_CHECK_SITE_KEY ?? '';

const SCRIPT_SRC = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback(token: string): void;
      'expired-callback'(): void;
      'error-callback'(): void;
    },
  ): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let scriptPromise: Promise<void> | null = null;
function loadScript(): Promise<void> {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('bot check script failed to load'));
    document.head.append(script);
  });
  return scriptPromise;
}

export interface BotCheckProps {
  siteKey: string;
  label: string;
  resetKey: number;
  onToken(token: string | null): void;
}

export function BotCheck({ siteKey, label, resetKey, onToken }: BotCheckProps) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | null>(null);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let cancelled = false;
    void loadScript().then(() => {
      if (cancelled || !container.current || !window.turnstile) return;
      widgetId.current = window.turnstile.render(container.current, {
        sitekey: siteKey,
        callback: (token) => onTokenRef.current(token),
        'expired-callback': () => onTokenRef.current(null),
        'error-callback': () => onTokenRef.current(null),
      });
    });
    return () => {
      cancelled = true;
      if (widgetId.current) window.turnstile?.remove(widgetId.current);
      widgetId.current = null;
    };
  }, [siteKey]);

  useEffect(() => {
    if (resetKey > 0 && widgetId.current) {
      window.turnstile?.reset(widgetId.current);
      onTokenRef.current(null);
    }
  }, [resetKey]);

  return <div ref={container} aria-label={label} role="group" data-testid="bot-check" />;
}
