import { createHash } from 'node:crypto';
import { EARLY_ATTRIBUTE } from '@/pages/early-controls';
import { COOKIES_COOKIE, PREFERENCE_MAX_AGE_SECONDS, THEME_COOKIE } from '@/pages/preferences';

/** The id of the JSON block that names a server-rendered page's scripts (PageServer). */
export const SCRIPTS_ID = 'vh-scripts';

/** Events that show a visitor means to use the page: the app starts at the first of them. */
const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'focusin',
  'wheel',
  'scroll',
];

/**
 * How long after the first intent the app's download and start begin: what the touch or key
 * itself does (a native popover opening, a link, a scroll) is painted first, not behind 40
 * responses and module evaluation (bench/first-tap). A button the app must handle starts it
 * at once (the click below).
 */
export const INTENT_DELAY_MS = 300;

/**
 * A form whose submit buttons follow its fields' validity (frontend: the login and password
 * forms): before the app runs, the script enables them as soon as the browser's own constraints
 * (`required`, `type=email`, `pattern`) hold and every field marked with MATCH_ATTRIBUTE equals
 * the field it names (a password typed twice).
 */
export const CHECK_ATTRIBUTE = 'data-vh-check';
export const MATCH_ATTRIBUTE = 'data-vh-match';

/** How long after the `load` event a page nobody touches starts the app by itself. */
export const IDLE_START_MS = 5000;

/**
 * How long a form sent before the app has started waits for it: then it goes as the plain HTML
 * form it is (a `post` with an `action`, which the server answers without JavaScript: pages/
 * page-form*.ts), so a page whose scripts never arrive (blocked, a broken connection, an old
 * browser) still answers.
 */
export const LATE_SUBMIT_MS = 4000;

/**
 * The one inline script, in the head of every HTML page, run before the first paint:
 * - a visitor who chose dark mode (or whose system is dark) sees the server-rendered page dark at
 *   once, not light until the JavaScript has loaded; the page's CSS holds the dark theme under
 *   `html[data-theme="dark"]` (frontend src/app/theme/themeCss.ts, in index.html);
 * - an accepted cookie notice is marked (`html[data-cookies="accepted"]`), so the notice the server
 *   renders into every page is hidden before it is painted (frontend CookieNotice);
 * - what a visitor types into a form of the server's HTML before the app has taken it over is kept
 *   by the field's name in `window.vhEarly`, for a field the app draws anew; the forms take over
 *   what their fields show (frontend src/components/earlyInput.ts, useFormFromPage);
 * - the submit buttons of a form marked CHECK_ATTRIBUTE follow its validity before the app runs
 *   (on every input, key and tap, and once the HTML is parsed), so a login pasted or filled by a
 *   password manager can be sent at once;
 * - a server-rendered page counts its view at once (a beacon; `window.vhCounted` tells the app
 *   not to count it again), and starts the app (the `#vh-scripts` list) on the visitor's first
 *   intent (INTENT_DELAY_MS after it): a touch, a key, a pointer that moves, a wheel or a scroll. The page's HTML already
 *   holds its text, styles, images and links, so reading it needs no JavaScript, and a phone
 *   spends no main-thread time on the app's download and start while its visitor only reads (on
 *   a phone the first touch is mostly the first scroll). A page nobody touches starts the app
 *   IDLE_START_MS after `load`, when the browser is idle: the service worker, the offline copy of
 *   the public pages and the update check need the app. Offline, the app starts at once: its
 *   files come from the service worker's cache, and the note that the page is a saved copy (and
 *   from when) is the app's. The scripts are not prefetched at `load`:
 *   the handling of 40 responses on the main thread and the longer network activity cost a
 *   phone more (measured with Lighthouse, docs/performance.md) than the first touch waiting for
 *   the download;
 * - a button pressed before the app has taken the page over (it would do nothing in plain HTML) is
 *   kept in `window.vhClick` and pressed again once the app is ready (frontend EarlyClickReplay);
 *   until then the page shows a progress bar (`html[data-starting]`, CSS in index.html). Not the
 *   buttons of native popovers (`popovertarget`: the menus, the settings dial, the drawer): the
 *   browser opens those itself. Enter in a field presses the form's submit button (the browser's
 *   implicit submission is a click); a form sent without one is kept and sent again. So no form
 *   is sent by the browser itself while the app is on its way: what was typed never ends up in
 *   an address. Except a public control marked EARLY_ATTRIBUTE (early-controls/): its own plain
 *   script answers it before the app, and a form of it is a GET of public choices or a post the
 *   server answers without JavaScript. A kept send of a form the server answers (`method=post`
 *   with an `action`: the page forms) that the app has not taken LATE_SUBMIT_MS later is sent
 *   by the browser as the plain form, with its button's name and value (a form whose fields
 *   break the browser's own constraints says so instead); an app whose entry script has run
 *   (it is starting, slowly: a loaded phone) is waited for up to three times as long again; a
 *   form without an `action` (login, password: the app's) keeps waiting.
 * The app shell (the account area) has no `#vh-scripts` list and loads its scripts from its own
 * tags at once. Inline, so the Content-Security-Policy allows exactly this text by its hash.
 */
export const PRE_PAINT_SCRIPT =
  "var d=document.documentElement,w=window.vhEarly={};function c(e){var t=e.target;if(t&&t.name&&!d.dataset.ready)w[t.name]=t.value;k()}addEventListener('input',c,true);addEventListener('change',c,true);" +
  `function k(){if(!d.dataset.ready)document.querySelectorAll('form[${CHECK_ATTRIBUTE}]').forEach(function(f){var o=f.checkValidity();f.querySelectorAll('[${MATCH_ATTRIBUTE}]').forEach(function(e){var m=f.elements.namedItem(e.getAttribute('${MATCH_ATTRIBUTE}'));if(!m||m.value!==e.value)o=false});f.querySelectorAll('[type=submit]').forEach(function(b){b.disabled=!o})})}` +
  "addEventListener('pointerdown',k,true);addEventListener('keydown',k,true);" +
  // A choice is kept twice under one name: a cookie (pages without JavaScript, preferences.ts)
  // and localStorage (the app). The cookie wins, as both ways of choosing write it; a choice
  // only in localStorage (made before the cookie existed) is copied into the cookie.
  `function y(n){var c=null,l=null;document.cookie.split('; ').forEach(function(p){if(p.indexOf(n+'=')===0)c=p.slice(n.length+1)});try{l=localStorage.getItem(n)}catch(e){}if(c){if(c!==l)try{localStorage.setItem(n,c)}catch(e){}return c}if(l)document.cookie=n+'='+l+';path=/;max-age=${PREFERENCE_MAX_AGE_SECONDS};samesite=lax'+(location.protocol==='https:'?';secure':'');return l}` +
  `try{var t=y('${THEME_COOKIE}');if(t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))d.dataset.theme='dark';else d.removeAttribute('data-theme');if(y('${COOKIES_COOKIE}')==='accepted')d.dataset.cookies='accepted'}catch(e){}` +
  `document.addEventListener('DOMContentLoaded',function(){k();var l=document.getElementById('${SCRIPTS_ID}'),s,n=0,L=0,E=${JSON.stringify(INTENT_EVENTS).replace(/"/g, "'")};if(!l)return;s=JSON.parse(l.textContent);` +
  "try{if(navigator.sendBeacon('/public/pageview',new Blob([JSON.stringify({path:location.pathname.slice(0,200)})],{type:'application/json'})))window.vhCounted=location.pathname}catch(e){}" +
  "function a(r,l){var f=document.createDocumentFragment();l.forEach(function(h){var p=document.createElement('link');p.rel=r;p.crossOrigin='';p.href=h;f.appendChild(p)});document.head.appendChild(f)}" +
  `function i(){E.forEach(function(t){removeEventListener(t,i,true)});setTimeout(go,${INTENT_DELAY_MS})}` +
  "function go(){if(n++)return;var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=s.entry;e.onload=function(){L=1};document.head.appendChild(e);a('modulepreload',s.preload)}" +
  `function keep(e){window.vhClick=e;d.dataset.starting='';go();setTimeout(function(){late(e,0)},${LATE_SUBMIT_MS})}` +
  // The kept send of a page form the app has not taken: the browser's own, with the button's name.
  // An app whose entry script has run (L) is on its way: it gets up to three more waits.
  `function late(e,t){var f=e.form||e,h;if(d.dataset.ready||window.vhClick!==e||f.tagName!=='FORM'||f.method!=='post'||!f.getAttribute('action')||e!==f&&e.type!=='submit')return;if(L&&t<3){setTimeout(function(){late(e,t+1)},${LATE_SUBMIT_MS});return}` +
  "delete window.vhClick;delete d.dataset.starting;if(e!==f)e.removeAttribute('data-vh-pending');if(!f.checkValidity()){f.reportValidity();return}" +
  "if(e!==f&&e.name){h=document.createElement('input');h.type='hidden';h.name=e.name;h.value=e.value;f.appendChild(h)}f.submit()}" +
  'E.forEach(function(t){addEventListener(t,i,{capture:true,passive:true})});' +
  'if(navigator.onLine===false)go();' +
  `addEventListener('click',function(e){var b=!d.dataset.ready&&e.target.closest&&e.target.closest('button:not([popovertarget]),[role=button]');if(b&&!b.closest('[${EARLY_ATTRIBUTE}]')){e.preventDefault();b.setAttribute('data-vh-pending','');keep(b)}},true);` +
  `addEventListener('submit',function(e){if(!d.dataset.ready&&!e.target.hasAttribute('${EARLY_ATTRIBUTE}')){e.preventDefault();keep(e.target)}},true);` +
  `addEventListener('load',function(){setTimeout(function(){(window.requestIdleCallback||setTimeout)(go,{timeout:1000})},${IDLE_START_MS})})})`;

/** The CSP source that allows PRE_PAINT_SCRIPT. */
export const PRE_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRE_PAINT_SCRIPT).digest('base64')}'`;
