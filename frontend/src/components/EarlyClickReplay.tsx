import { useEffect, useState } from 'react';
import { replayEarlyClick } from '@/components/earlyInput';

/**
 * Presses the button again that the visitor pressed before the app had started (the pre-paint
 * script kept it), once the app's first commit and the updates its effects made are on screen:
 * a form takes over what was typed before in an effect (useFormFromPage), and the replayed submit
 * must see those values. The state set here is rendered in the same batch as those updates, so
 * the second effect runs after them. Its own component: only it renders twice, not the shell.
 */
export function EarlyClickReplay() {
  const [committed, setCommitted] = useState(false);
  useEffect(() => setCommitted(true), []);
  useEffect(() => {
    if (committed) replayEarlyClick();
  }, [committed]);
  return null;
}
