import { COOKIES_COOKIE } from '@/pages/preferences';

/**
 * The cookie notice's accept form (frontend app/shell/CookieNotice.tsx, marked
 * `data-vh-cookie-notice`; without JavaScript it posts to `/{lang}/cookies`): before the app runs
 * the notice is hidden at once by `html[data-cookies="accepted"]` (index.html's CSS, as the
 * pre-paint script marks a returning visitor) and the choice is kept in localStorage and the
 * cookie. The notice's DOM is left as it is: the app hydrates it and then leaves it out.
 */
export const COOKIE_NOTICE_PART =
  "document.addEventListener('submit',function(e){var f=e.target;" +
  "if(d.dataset.ready||!f.hasAttribute||!f.hasAttribute('data-vh-cookie-notice'))return;" +
  `e.preventDefault();d.dataset.cookies='accepted';ls('${COOKIES_COOKIE}','accepted');sc('${COOKIES_COOKIE}','accepted')})`;
