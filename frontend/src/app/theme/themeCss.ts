import type { Theme } from '@fluentui/react-theme';

const variables = (theme: Theme) =>
  Object.entries(theme)
    .map(([name, value]) => `--${name}:${String(value)};`)
    .join('');

/**
 * The club's light and dark theme as CSS variables on the document, written into index.html at
 * build time (vite.config.ts) — so every page, the server's and the app shell (offline too), has
 * them before any script runs, and the browser's bundle carries no theme objects (Fluent's theme
 * functions and colour palettes: ~7 KiB gzip) and computes none while the page starts.
 * FluentProvider gets an empty theme (ThemeModeProvider); the pre-paint script and the settings
 * dial switch `html[data-theme="dark"]`, which also reaches portals (menus, dialogs, toasts).
 */
export function themeCss(light: Theme, dark: Theme): string {
  return (
    `:root{color-scheme:light;${variables(light)}}` +
    `html[data-theme="dark"]{color-scheme:dark;${variables(dark)}}` +
    'html{background:var(--colorNeutralBackground1)}'
  );
}
