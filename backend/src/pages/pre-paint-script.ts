import { createHash } from 'node:crypto';

/** The id of the JSON block that names a server-rendered page's scripts (PageServer). */
export const SCRIPTS_ID = 'vh-scripts';

/**
 * The one inline script, in the head of every HTML page, run before the first paint:
 * - a visitor who chose dark mode (or whose system is dark) sees the server-rendered page dark at
 *   once, not light until the JavaScript has loaded; the page's CSS holds the dark theme under
 *   `html[data-theme="dark"]` (frontend src/app/theme/themeCss.ts, in index.html);
 * - an accepted cookie notice is marked (`html[data-cookies="accepted"]`), so the notice the server
 *   renders into every page is hidden before it is painted (frontend CookieNotice);
 * - what a visitor types into a form of the server's HTML before the app has taken it over is kept
 *   by the field's name in `window.vhEarly` (the app's first render would reset it; the forms take
 *   it over: frontend src/app/earlyInput.ts);
 * - a server-rendered page starts its scripts after its first paint, and after its largest image
 *   (the `fetchpriority=high` one) has arrived: the page's HTML already holds its text, styles and
 *   that image, and a phone shows them before it spends its bandwidth and time on the download and
 *   start of the app (hydration), instead of after. The scripts are named in the `#vh-scripts`
 *   JSON block; the app shell (the account area) has none and loads its scripts from its own tags
 *   at once. At the latest the scripts start after 3 s (an image that takes long) or 1 s (a
 *   hidden tab, which has no animation frames).
 * Inline, so the Content-Security-Policy allows exactly this text by its hash.
 */
export const PRE_PAINT_SCRIPT =
  "var d=document.documentElement,w=window.vhEarly={};function c(e){var t=e.target;if(t&&t.name&&!d.dataset.ready)w[t.name]=t.value}addEventListener('input',c,true);addEventListener('change',c,true);" +
  "try{var t=localStorage.getItem('vh.theme');if(t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))d.dataset.theme='dark';if(localStorage.getItem('vh.cookies')==='accepted')d.dataset.cookies='accepted'}catch(e){}" +
  `document.addEventListener('DOMContentLoaded',function(){var l=document.getElementById('${SCRIPTS_ID}'),s,n=0;if(!l)return;s=JSON.parse(l.textContent);function go(){if(n++)return;var f=document.createDocumentFragment(),e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=s.entry;f.appendChild(e);s.preload.forEach(function(h){var p=document.createElement('link');p.rel='modulepreload';p.crossOrigin='';p.href=h;f.appendChild(p)});document.head.appendChild(f)}function later(){requestAnimationFrame(function(){setTimeout(go)})}var i=document.querySelector('img[fetchpriority=high]');if(i&&!i.complete){i.addEventListener('load',later);i.addEventListener('error',later);setTimeout(go,3000)}else{later();setTimeout(go,1000)}})`;

/** The CSP source that allows PRE_PAINT_SCRIPT. */
export const PRE_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PRE_PAINT_SCRIPT).digest('base64')}'`;
