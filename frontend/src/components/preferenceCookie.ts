/**
 * A visitor's choice kept as a cookie as well as in localStorage, under the same name (`vh.theme`,
 * `vh.cookies`, `vh.deviceId`): the server renders a page without JavaScript by the cookie
 * (backend src/pages/preferences.ts), and the page's inline scripts read and write both (the
 * pre-paint script copies the cookie into localStorage, where the app reads it). Not secret:
 * first-party, `SameSite=Lax`, a year. Browser-only.
 */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readPreferenceCookie(name: string): string | null {
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(`${name}=`)) return part.slice(name.length + 1);
  }
  return null;
}

/** Sets the cookie `name` (or removes it, with null) as the server's page forms do. */
export function writePreferenceCookie(name: string, value: string | null): void {
  const secure = window.location.protocol === 'https:' ? ';secure' : '';
  const age = value === null ? 0 : MAX_AGE_SECONDS;
  document.cookie = `${name}=${value ?? ''};path=/;max-age=${age};samesite=lax${secure}`;
}
