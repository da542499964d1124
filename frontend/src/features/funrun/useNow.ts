import { useEffect, useState } from 'react';
import { pageRenderedAt } from '@/components/meta/pageTime';

/**
 * The time a page shows date-dependent content for: while hydrating, the moment the server
 * rendered it (so the browser draws the same HTML); right after, the device's clock (so a page
 * rendered or cached before a deadline says what holds now).
 */
export function useNow(): number {
  const [now, setNow] = useState(() => pageRenderedAt() ?? Date.now());
  useEffect(() => setNow(Date.now()), []);
  return now;
}
