import type { FastifyReply } from 'fastify';

/**
 * A visitor's choices for the public pages, kept in cookies so that a page without JavaScript
 * honours them too (the app and the early controls keep the same values in localStorage under the
 * same names, and the pre-paint script makes both agree: pre-paint-script.ts). None of them is
 * secret or read by the API: plain first-party cookies, `SameSite=Lax`, readable by the page's
 * own scripts (not HttpOnly), for a year.
 */
export const THEME_COOKIE = 'vh.theme';
export const COOKIES_COOKIE = 'vh.cookies';
/** The like's device id (LikeDto.device_id) of a browser that likes without JavaScript. */
export const DEVICE_COOKIE = 'vh.deviceId';

/** How long a preference cookie is kept (here and in the page's scripts). */
export const PREFERENCE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type ThemeChoice = 'dark' | 'light';

/**
 * One cookie's value from a Cookie header, without a parser: a cached page's hit is answered
 * before Fastify and its cookie plugin (PublicCache.serveRaw); routes read `request.cookies`.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header || !header.includes(name)) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The variant of a rendered page a request's cookies ask for: '' (none, the cached bytes as they
 * are), 'd' (dark), 'c' (cookie notice accepted) or 'dc'. Cheap: one substring test when no
 * preference cookie is sent.
 */
export function pageVariant(cookieHeader: string | undefined): string {
  if (!cookieHeader || !cookieHeader.includes('vh.')) return '';
  const dark = readCookie(cookieHeader, THEME_COOKIE) === 'dark';
  const accepted = readCookie(cookieHeader, COOKIES_COOKIE) === 'accepted';
  return `${dark ? 'd' : ''}${accepted ? 'c' : ''}`;
}

/** The settings dial's theme form (frontend SettingsMenu) and its toggle's state. */
const THEME_FORM = 'data-vh-theme=""';
const NOT_PRESSED = 'aria-pressed="false"';

/**
 * A rendered page's bytes for a variant: the choices as attributes of its `<html>` element, as
 * the pre-paint script sets them (the dark theme's CSS and the hidden cookie notice key on them),
 * and in the dark variant the theme toggle pressed, as the app renders it (the early controls'
 * theme part does the same for a page the browser darkened itself).
 */
export function applyPageVariant(html: string, variant: string): string {
  if (!variant) return html;
  const dark = variant.includes('d');
  const attributes =
    (dark ? ' data-theme="dark"' : '') + (variant.includes('c') ? ' data-cookies="accepted"' : '');
  let page = html.replace(/<html\b/, `<html${attributes}`);
  if (dark) {
    const form = page.indexOf(THEME_FORM);
    const toggle = form < 0 ? -1 : page.indexOf(NOT_PRESSED, form);
    if (toggle >= 0 && toggle < page.indexOf('</form>', form)) {
      page = `${page.slice(0, toggle)}aria-pressed="true"${page.slice(toggle + NOT_PRESSED.length)}`;
    }
  }
  return page;
}

/** Sets (or, with null, removes) one of the preference cookies on a page form's answer. */
export function setPreferenceCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  secure: boolean,
): void {
  void reply.setCookie(name, value, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    maxAge: PREFERENCE_MAX_AGE_SECONDS,
  });
}

/**
 * Where a page form of the visitor's choices sends the browser back to: a path of this site
 * (`/…`, not `//host` or `/\host`, no control characters), else the language's start page.
 */
export function returnPath(back: unknown, lang: string): string {
  const fallback = `/${lang}/`;
  if (typeof back !== 'string' || back.length > 2000) return fallback;
  if (!back.startsWith('/') || back.startsWith('//') || back.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- a header value must hold none
  if (/[\u0000-\u001f\u007f\\]/.test(back)) return fallback;
  try {
    const url = new URL(back, 'http://same.invalid');
    if (url.host !== 'same.invalid') return fallback;
    // Dot segments collapse while parsing (`/.//evil.example` becomes `//evil.example`): the
    // path the browser is sent to is checked again.
    if (/^\/[/\\]/.test(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
