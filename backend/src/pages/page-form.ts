import { NotFoundException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { LANGUAGES } from '@/seo/seo-xml';

/** The route config key of @PageForm (page-form.decorator.ts): the form's name. */
export const PAGE_FORM = 'vhPageForm';

/**
 * The server's answer to a page form, rendered into the page for the form to show (frontend
 * src/components/form/pageFormAnswer.ts): what was sent, the error's status, code, German
 * sentence and field messages.
 */
export interface PageFormAnswer {
  values: Record<string, string>;
  status: number;
  code: string;
  message: string;
  details?: Record<string, string>;
}

export type PageLanguage = (typeof LANGUAGES)[number];

/** Whether a page form posts under a language of the public pages. */
export function isPageLanguage(lang: unknown): lang is PageLanguage {
  return LANGUAGES.some((known) => known === lang);
}

/** The language of a page form's path, or the 404 of any unknown address. */
export function pageLanguage(lang: string): PageLanguage {
  if (!isPageLanguage(lang)) throw new NotFoundException();
  return lang;
}

/** The name of the page form the request's route takes, if it is one. */
export function pageFormOf(request: FastifyRequest): string | undefined {
  const config = request.routeOptions.config as { [PAGE_FORM]?: string } | undefined;
  return config?.[PAGE_FORM];
}

/** The longest text a page form shows again (the contact message's limit). */
const MAX_ECHOED_FIELD = 5_000;

/** Fields a page never shows again: a password stays out of the page's HTML and state. */
const UNECHOED_FIELD = /password|confirm/i;

/** What a page form sent: its text fields only (what the page shows again), each cut short. */
export function postedValues(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .filter(([key]) => !UNECHOED_FIELD.test(key))
      .map(([key, value]) => [key, value.slice(0, MAX_ECHOED_FIELD)]),
  );
}
