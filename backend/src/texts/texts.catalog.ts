/**
 * The club's own texts (DESIGN section 6c): what the club writes itself, as rich text in German
 * and optionally English. The pages around them (the Impressum's § 5 DDG facts, the privacy
 * statement's description of what the software does) are generated and not part of them.
 */
export const TEXT_KEYS = [
  'impressum',
  'datenschutz',
  'haftungsausschluss',
  'fsj',
  'fsj_teaser',
  'contact_intro',
] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

export const isTextKey = (value: string): value is TextKey =>
  (TEXT_KEYS as readonly string[]).includes(value);

/** German names, for the history's titles and the audit log. */
export const TEXT_LABELS: Record<TextKey, string> = {
  impressum: 'Impressum',
  datenschutz: 'Datenschutzerklärung',
  haftungsausschluss: 'Haftungsausschluss',
  fsj: 'FSJ-Seite',
  fsj_teaser: 'FSJ-Hinweis auf der Startseite',
  contact_intro: 'Einleitung des Kontaktbereichs',
};

/** The longest text a language may hold (characters of sanitized HTML). */
export const TEXT_MAX_LENGTH = 100_000;

/** The content of a text as saved and as a revision keeps it. */
export interface TextContent {
  de: string;
  en: string | null;
  applications_from: string | null;
}
