import { THEME_COOKIE } from '@/pages/preferences';

/**
 * The settings dial's theme form (frontend app/shell/SettingsMenu.tsx, marked `data-vh-theme`;
 * without JavaScript it posts `theme=toggle` to `/{lang}/design`): before the app runs the page
 * turns dark or light at once (`html[data-theme]`, as the app sets it), the choice is kept in
 * localStorage and the cookie, and the toggle's aria-pressed follows, as the app renders it (also
 * on a page that loads dark).
 */
export const THEME_PART =
  // A page the pre-paint script darkened (by the stored choice or the system's) shows the toggle
  // pressed, as the app will.
  "document.querySelectorAll('form[data-vh-theme] [aria-pressed]').forEach(function(b){b.setAttribute('aria-pressed',String(d.dataset.theme==='dark'))});" +
  "document.addEventListener('submit',function(e){var f=e.target;" +
  "if(d.dataset.ready||!f.hasAttribute||!f.hasAttribute('data-vh-theme'))return;" +
  "e.preventDefault();var t=d.dataset.theme==='dark'?'light':'dark',b=f.querySelector('[aria-pressed]');" +
  `d.dataset.theme=t;d.style.colorScheme=t;ls('${THEME_COOKIE}',t);sc('${THEME_COOKIE}',t);` +
  "if(b)b.setAttribute('aria-pressed',String(t==='dark'))})";
