import { createHash } from 'node:crypto';
import { CAROUSEL_PART } from '@/pages/early-controls/carousel';
import { CONTACT_PART } from '@/pages/early-controls/contact';
import { COOKIE_NOTICE_PART } from '@/pages/early-controls/cookie-notice';
import { COURSE_FILTER_PART } from '@/pages/early-controls/course-filter';
import { LIKE_PART } from '@/pages/early-controls/like';
import { THEME_PART } from '@/pages/early-controls/theme';
import { PREFERENCE_MAX_AGE_SECONDS } from '@/pages/preferences';

/**
 * Marks a public control that a part of EARLY_CONTROLS_SCRIPT answers before the app runs: the
 * pre-paint script (pre-paint-script.ts) then neither keeps a tap on a button inside it for the
 * app nor holds back the submit of a form that carries it.
 */
export const EARLY_ATTRIBUTE = 'data-vh-early';

/**
 * One part per public control (its own file in this folder): plain ES5 run once at the end of the
 * body of every server-rendered page, with `d` the html element, `gc(name)` a cookie's value (or
 * null), `sc(name, value)` a preference cookie set as the server sets it (pages/preferences.ts)
 * and `ls(name, value)` a localStorage item set (ignoring a blocked storage). A part answers its control at
 * once while `d.dataset.ready` is unset (the app has not taken the page over), and leaves it to the
 * app from then on; it changes nothing in the DOM that hydration would keep wrongly (see each part).
 */
const PARTS: readonly string[] = [
  CAROUSEL_PART,
  COOKIE_NOTICE_PART,
  THEME_PART,
  LIKE_PART,
  COURSE_FILTER_PART,
  CONTACT_PART,
];

/** The helpers every part may use (see PARTS). */
const HELPERS =
  "function gc(n){var v=null;document.cookie.split('; ').forEach(function(p){if(p.indexOf(n+'=')===0)v=p.slice(n.length+1)});return v}" +
  `function sc(n,v){document.cookie=n+'='+v+';path=/;max-age=${PREFERENCE_MAX_AGE_SECONDS};samesite=lax'+(location.protocol==='https:'?';secure':'')}` +
  'function ls(n,v){try{localStorage.setItem(n,v)}catch(e){}}';

/**
 * The second inline script of a rendered page (the first is PRE_PAINT_SCRIPT, in the head): the
 * public controls' answers before the app runs (progressive enhancement; without JavaScript each
 * control is a plain form or link the server answers). Empty when no part is registered.
 */
export const EARLY_CONTROLS_SCRIPT = PARTS.length
  ? `(function(){var d=document.documentElement;${HELPERS}${PARTS.map((part) => `try{${part}}catch(e){}`).join('')}})()`
  : '';

/** The CSP source that allows EARLY_CONTROLS_SCRIPT (none when it is empty). */
export const EARLY_CONTROLS_HASH = EARLY_CONTROLS_SCRIPT
  ? `'sha256-${createHash('sha256').update(EARLY_CONTROLS_SCRIPT).digest('base64')}'`
  : null;
