/** Where the accepted cookie notice is remembered (spec section 4: shown until accepted). */
export const COOKIE_KEY = 'vh.cookies';

export function readCookieAccepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_KEY) === 'accepted';
  } catch {
    return false; // Storage blocked: show the notice; accepting hides it for this page view.
  }
}

export function storeCookieAccepted(): void {
  try {
    window.localStorage.setItem(COOKIE_KEY, 'accepted');
  } catch {
    // Storage blocked: nothing to remember.
  }
}
