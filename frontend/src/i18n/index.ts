import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import deCommon from '@/locales/de/common.json';
import deErrors from '@/locales/de/errors.json';
import deHome from '@/locales/de/home.json';
import enCommon from '@/locales/en/common.json';
import enErrors from '@/locales/en/errors.json';
import enHome from '@/locales/en/home.json';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

export function isLanguage(value: string | undefined): value is Language {
  return value !== undefined && (LANGUAGES as readonly string[]).includes(value);
}

// The landing route's strings only; every other page adds its namespace when its route module
// loads (addNamespace). Explicit imports rather than import.meta.glob: jest cannot run the glob.
export const resources = {
  de: { common: deCommon, home: deHome, errors: deErrors },
  en: { common: enCommon, home: enHome, errors: enErrors },
} as const;

export const NAMESPACES = Object.keys(resources.de) as (keyof typeof resources.de)[];

/** The language of the current URL's prefix, else German. */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

export const i18n: I18n = i18next.createInstance();

export function initI18n(lng: Language = DEFAULT_LANGUAGE): Promise<unknown> {
  if (i18n.isInitialized) return i18n.changeLanguage(lng);
  const started = i18n.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes.
    // useTranslation(['news', 'account']) looks a key up in each namespace in turn (a back-office
    // feature's own strings, then the shared ones); react-i18next's default uses the first only.
    react: { nsMode: 'fallback' },
    returnNull: false,
    initAsync: false,
  });
  for (const [ns, bundles] of early.splice(0)) addNamespace(ns, bundles);
  return started;
}

/** Namespaces added before `initI18n` (a manifest imported first), added by it. */
const early: [string, Record<Language, object>][] = [];

/**
 * Adds a page's own strings (a namespace per feature, `locales/{de,en}/<ns>.json`) when its lazy
 * route module loads, so the landing route's bundle carries no other page's strings. Call it at
 * the top level of the route module that uses the namespace.
 */
export function addNamespace(ns: string, bundles: Record<Language, object>): void {
  if (!i18n.isInitialized) {
    early.push([ns, bundles]);
    return;
  }
  for (const lng of LANGUAGES) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, bundles[lng], true);
  }
}
