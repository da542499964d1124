import type { Mail } from '@/mail/mail.service';

/**
 * The registration's mails, in the language of the page one registered on. Whoever registers
 * types any address, so the mails to that address hold nothing the registrant typed (no name, no
 * free text): only the club's sentences, the title and dates of what it is for, the fee the club
 * set, and links to the club's own pages. The organiser's text reaches only those who confirmed
 * their address; the organiser's own notices go to the address the staff set.
 */
export interface RegistrationMailFacts {
  lang: 'de' | 'en';
  to: string;
  /** „Erste Hilfe am Kind" */
  title: string;
  /** „Samstag, 12.12.2026, 09:00–16:00, Vereinsheim" (several dates joined by „; ") */
  when: string;
  /** „10-km-Lauf" for the fun run, else null. */
  track: string | null;
  /** „15,00 €", or null when free. */
  fee: string | null;
  feeNote: string;
  bib: number | null;
  club: string;
}

const sign = {
  de: (club: string) => `Sportliche Grüße\n${club}`,
  en: (club: string) => `Best wishes\n${club}`,
};

function mail(
  f: RegistrationMailFacts,
  subject: { de: string; en: string },
  lines: { de: string[]; en: string[] },
): Mail {
  const greeting = f.lang === 'de' ? 'Hallo,' : 'Hello,';
  return {
    to: f.to,
    subject: subject[f.lang],
    text: [greeting, '', ...lines[f.lang], '', sign[f.lang](f.club)].join('\n'),
  };
}

const what = (f: RegistrationMailFacts) => (f.track ? `„${f.title}" (${f.track})` : `„${f.title}"`);
const whatEn = (f: RegistrationMailFacts) =>
  f.track ? `"${f.title}" (${f.track})` : `"${f.title}"`;

function payment(f: RegistrationMailFacts): { de: string[]; en: string[] } {
  if (!f.fee) return { de: [], en: [] };
  const note = f.feeNote.trim();
  return {
    de: ['', `Die Gebühr beträgt ${f.fee}.${note ? ` ${note}` : ''}`],
    en: ['', `The fee is ${f.fee}.${note ? ` ${note}` : ''}`],
  };
}

function bibLine(f: RegistrationMailFacts): { de: string[]; en: string[] } {
  return f.bib === null
    ? { de: [], en: [] }
    : { de: [`Deine Startnummer: ${f.bib}.`], en: [`Your bib number: ${f.bib}.`] };
}

export function confirmMail(f: RegistrationMailFacts, link: string, hours: number): Mail {
  return mail(
    f,
    {
      de: `Bitte bestätige deine Anmeldung: ${f.title}`,
      en: `Please confirm your registration: ${f.title}`,
    },
    {
      de: [
        `für ${what(f)} liegt eine Anmeldung mit dieser E-Mail-Adresse vor: ${f.when}.`,
        '',
        `Bitte bestätige sie innerhalb von ${hours} Stunden über diesen Link:`,
        link,
        '',
        'Erst mit der Bestätigung zählt die Anmeldung. Hast du dich nicht angemeldet, musst du nichts tun: die Anfrage verfällt von selbst.',
      ],
      en: [
        `there is a registration with this e-mail address for ${whatEn(f)}: ${f.when}.`,
        '',
        `Please confirm it within ${hours} hours through this link:`,
        link,
        '',
        'The registration counts only once you confirm. If you did not register, do nothing: the request expires by itself.',
      ],
    },
  );
}

export function confirmedMail(f: RegistrationMailFacts, manage: string): Mail {
  const pay = payment(f);
  const bib = bibLine(f);
  return mail(
    f,
    { de: `Du bist angemeldet: ${f.title}`, en: `You are registered: ${f.title}` },
    {
      de: [
        `deine Anmeldung für ${what(f)} ist bestätigt: ${f.when}.`,
        ...bib.de,
        ...pay.de,
        '',
        'Kannst du doch nicht teilnehmen, sag bitte über diesen Link ab, damit jemand von der Warteliste nachrücken kann:',
        manage,
      ],
      en: [
        `your registration for ${whatEn(f)} is confirmed: ${f.when}.`,
        ...bib.en,
        ...pay.en,
        '',
        'If you cannot take part after all, please cancel through this link so that someone on the waiting list can move up:',
        manage,
      ],
    },
  );
}

export function waitingMail(f: RegistrationMailFacts, position: number, manage: string): Mail {
  return mail(
    f,
    { de: `Warteliste: ${f.title}`, en: `Waiting list: ${f.title}` },
    {
      de: [
        `${what(f)} (${f.when}) ist ausgebucht. Du stehst auf Platz ${position} der Warteliste.`,
        'Wird ein Platz frei, rückst du von selbst nach und bekommst eine E-Mail. Bis dahin ist dir kein Platz sicher.',
        '',
        `Deine Anmeldung ansehen oder zurückziehen: ${manage}`,
      ],
      en: [
        `${whatEn(f)} (${f.when}) is full. You are number ${position} on the waiting list.`,
        'When a place becomes free, you move up by yourself and get an e-mail. Until then no place is held for you.',
        '',
        `See or withdraw your registration: ${manage}`,
      ],
    },
  );
}

export function movedUpMail(f: RegistrationMailFacts, manage: string): Mail {
  const pay = payment(f);
  const bib = bibLine(f);
  return mail(
    f,
    { de: `Du bist nachgerückt: ${f.title}`, en: `You moved up: ${f.title}` },
    {
      de: [
        `ein Platz ist frei geworden: du bist bei ${what(f)} dabei: ${f.when}.`,
        ...bib.de,
        ...pay.de,
        '',
        `Kannst du nicht teilnehmen, sag bitte über diesen Link ab: ${manage}`,
      ],
      en: [
        `a place became free: you are in for ${whatEn(f)}: ${f.when}.`,
        ...bib.en,
        ...pay.en,
        '',
        `If you cannot take part, please cancel through this link: ${manage}`,
      ],
    },
  );
}

/**
 * Somebody registered again with an address that already holds a registration of the same name:
 * no second one; the address is told, with a new link (the earlier one stops working).
 */
export function alreadyMail(
  f: RegistrationMailFacts,
  waitingPosition: number | null,
  manage: string,
): Mail {
  const state =
    waitingPosition === null
      ? { de: 'Deine Anmeldung steht.', en: 'Your registration stands.' }
      : {
          de: `Du stehst auf Platz ${waitingPosition} der Warteliste.`,
          en: `You are number ${waitingPosition} on the waiting list.`,
        };
  return mail(
    f,
    { de: `Du bist schon angemeldet: ${f.title}`, en: `You are already registered: ${f.title}` },
    {
      de: [
        `für ${what(f)} (${f.when}) gibt es mit dieser E-Mail-Adresse und diesem Namen schon eine Anmeldung; eine zweite wurde nicht angelegt. ${state.de}`,
        '',
        `Deine Anmeldung ansehen oder absagen: ${manage}`,
        'Der Link aus der früheren E-Mail gilt nicht mehr.',
      ],
      en: [
        `there already is a registration with this e-mail address and name for ${whatEn(f)} (${f.when}); no second one was made. ${state.en}`,
        '',
        `See or cancel your registration: ${manage}`,
        'The link of the earlier e-mail no longer works.',
      ],
    },
  );
}

export function withdrawnMail(f: RegistrationMailFacts): Mail {
  return mail(
    f,
    { de: `Anmeldung zurückgenommen: ${f.title}`, en: `Registration withdrawn: ${f.title}` },
    {
      de: [
        `die Organisation hat deine Anmeldung für ${what(f)} (${f.when}) zurückgenommen.`,
        'Bei Fragen antworte bitte auf diese E-Mail oder wende dich an den Verein.',
      ],
      en: [
        `the organisers have withdrawn your registration for ${whatEn(f)} (${f.when}).`,
        'If you have questions, please reply to this e-mail or contact the club.',
      ],
    },
  );
}

/** The organiser's message to everybody registered; their address takes the replies. */
export function messageMail(
  f: RegistrationMailFacts,
  subject: string,
  text: string,
  replyTo: string | null,
): Mail {
  return {
    to: f.to,
    subject: `${f.title}: ${subject}`,
    text: [
      text.trim(),
      '',
      '—',
      f.lang === 'de'
        ? `Du bekommst diese Nachricht, weil du für ${what(f)} angemeldet bist (${f.when}).`
        : `You get this message because you registered for ${whatEn(f)} (${f.when}).`,
      '',
      sign[f.lang](f.club),
    ].join('\n'),
    ...(replyTo ? { replyTo } : {}),
  };
}

/** One line of the organiser's notice: who, for which track, confirmed or waiting. */
export interface NoticeLine {
  name: string;
  email: string | null;
  track: string | null;
  waiting: boolean;
}

function noticeLine(line: NoticeLine): string {
  return [
    `- ${line.name}`,
    line.email ? ` <${line.email}>` : '',
    line.track ? `, ${line.track}` : '',
    line.waiting ? ' (Warteliste)' : '',
  ].join('');
}

/** To the organiser: new registrations (one at once, or the day's digest). */
export function organiserMail(
  to: string,
  title: string,
  lines: NoticeLine[],
  counts: { confirmed: number; waiting: number },
  link: string,
  club: string,
): Mail {
  const one = lines.length === 1;
  return {
    to,
    subject: one ? `Neue Anmeldung: ${title}` : `${lines.length} neue Anmeldungen: ${title}`,
    text: [
      'Hallo,',
      '',
      one
        ? `für „${title}" gibt es eine neue Anmeldung:`
        : `für „${title}" gibt es neue Anmeldungen:`,
      ...lines.map(noticeLine),
      '',
      `Jetzt angemeldet: ${counts.confirmed}, auf der Warteliste: ${counts.waiting}.`,
      `Alle Anmeldungen: ${link}`,
      '',
      'Wie oft diese E-Mail kommt (sofort, täglich oder nie), stellst du in der Anmeldung der Veranstaltung ein.',
      '',
      sign.de(club),
    ].join('\n'),
  };
}
