import { createHash } from 'node:crypto';

/**
 * Runs before the first paint of every HTML page: a visitor who chose dark mode (or whose system
 * is dark) sees the server-rendered page dark at once, not light until the JavaScript has loaded.
 * The page's CSS holds the dark theme under `html[data-theme="dark"]` (entry-server darkThemeCss).
 * Inline, so the Content-Security-Policy allows exactly this text by its hash.
 */
export const THEME_SCRIPT =
  "try{var t=localStorage.getItem('vh.theme');if(t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))document.documentElement.dataset.theme='dark'}catch(e){}";

/** The CSP source that allows THEME_SCRIPT. */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
