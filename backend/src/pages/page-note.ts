import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '@/pages/preferences';

/**
 * The cookie that proves a page's one-time note (a post's `?like=danke`) was earned by this
 * browser: set by the page form's route with its redirect (posts.page.controller.ts), scoped to
 * the page's path, and taken by the page's next render (PageServer). An address with the note
 * shared or opened again renders the page without it: a note thanks the one who liked.
 */
export const PAGE_NOTE_COOKIE = 'vh.note';

/** How long the note waits for the page the redirect leads to. */
const NOTE_MAX_AGE_SECONDS = 120;

/** The query parameters of a page that only such a cookie makes true (PAGE_QUERIES in page-server). */
export const ONE_TIME_NOTES = ['like'] as const;
export type OneTimeNote = (typeof ONE_TIME_NOTES)[number];

const noteValue = (name: OneTimeNote, value: string) => `${name}.${value}`;

/** Sets the proof of the note `name=value` for the page at `path` (the redirect's target). */
export function setPageNote(
  reply: FastifyReply,
  path: string,
  name: OneTimeNote,
  value: string,
  secure: boolean,
): void {
  void reply.setCookie(PAGE_NOTE_COOKIE, noteValue(name, value), {
    path,
    sameSite: 'lax',
    secure,
    httpOnly: true,
    maxAge: NOTE_MAX_AGE_SECONDS,
  });
}

/**
 * The request's address with each one-time note this browser earned, and without the others: a
 * note stays when the request carries its proof, which is taken (the same address opened again
 * shows no note). Every other part of the address stays as it was spelled.
 */
export function withEarnedNotes(request: FastifyRequest, reply: FastifyReply): string {
  const url = request.url;
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  const parts = url.slice(at + 1).split('&');
  const nameOf = (part: string) => new URLSearchParams(part).keys().next().value ?? '';
  // Pages are answered before the cookie plugin runs (app.factory.ts): the header as it came.
  const proof = readCookie(request.headers.cookie, PAGE_NOTE_COOKIE);
  const kept = parts.filter((part) => {
    const name = ONE_TIME_NOTES.find((note) => note === nameOf(part));
    if (!name) return true;
    const values = new URLSearchParams(url.slice(at + 1)).getAll(name);
    const earned = values.length === 1 && proof === noteValue(name, values[0]!);
    if (earned) takeProof(reply, path);
    return earned;
  });
  if (kept.length === parts.length) return url;
  return kept.length ? `${path}?${kept.join('&')}` : path;
}

/** A path as a cookie's Path may name it (no `;`, space or quote that would end the attribute). */
const COOKIE_PATH = /^\/[A-Za-z0-9\-._~%/]*$/;

/** Ends the proof of a note (the page is answered before @fastify/cookie's reply helpers exist). */
function takeProof(reply: FastifyReply, path: string): void {
  if (!COOKIE_PATH.test(path)) return;
  void reply.header(
    'set-cookie',
    `${PAGE_NOTE_COOKIE}=; Max-Age=0; Path=${path}; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`,
  );
}
