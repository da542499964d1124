import type { Language } from '@/i18n';

const DAY: Record<Language, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat('de-DE', {
    timeZone: 'UTC',
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }),
};

/** A training's date as the trial pages show it: „Mo., 07.12.2026", "Mon 7 Dec 2026". */
export function trainingDay(date: string, lang: Language): string {
  return DAY[lang].format(new Date(`${date}T00:00:00Z`));
}

/** „Mo., 07.12.2026 · 17:00–18:30 · Turnhalle" */
export function trainingLabel(
  training: { date: string; start: string; end: string; location: string },
  lang: Language,
): string {
  return `${trainingDay(training.date, lang)} · ${training.start}–${training.end} · ${training.location}`;
}
