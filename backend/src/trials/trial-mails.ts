import type { Mail } from '@/mail/mail.service';

/**
 * The trial training's mails, in the language of the page it was booked on. Whoever books types
 * any address, so nothing the booker typed is in a mail (no name in the greeting, no free text):
 * the club's sender only ever delivers the club's own sentences, the course's title and the
 * training, and links to the club's own pages.
 */
export interface TrialMailFacts {
  lang: 'de' | 'en';
  to: string;
  course: string;
  /** „Montag, 07.12.2026, 17:00–18:30, Turnhalle Lindenschule" */
  training: string;
  /** The club's name (club settings), which signs the mail. */
  club: string;
}

const sign = {
  de: (club: string) => `Sportliche Grüße\n${club}`,
  en: (club: string) => `Best wishes\n${club}`,
};

function mail(
  f: TrialMailFacts,
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

export function confirmMail(f: TrialMailFacts, link: string, hours: number): Mail {
  return mail(
    f,
    {
      de: `Bitte bestätige dein Probetraining: ${f.course}`,
      en: `Please confirm your trial training: ${f.course}`,
    },
    {
      de: [
        `du möchtest zum Probetraining „${f.course}" kommen: ${f.training}.`,
        '',
        `Bitte bestätige die Anmeldung innerhalb von ${hours} Stunden über diesen Link:`,
        link,
        '',
        'Erst mit der Bestätigung ist dein Platz reserviert. Hast du dich nicht angemeldet, musst du nichts tun: die Anfrage verfällt von selbst.',
      ],
      en: [
        `you would like to come to a trial training of "${f.course}": ${f.training}.`,
        '',
        `Please confirm within ${hours} hours through this link:`,
        link,
        '',
        'Your place is held only once you confirm. If you did not ask for this, do nothing: the request expires by itself.',
      ],
    },
  );
}

/**
 * Somebody booked a training again with an address that already holds a place or a place on its
 * waiting list: no second booking, the page answers as for any booking, and the address is told,
 * with a new link to its booking (the earlier mail's link stops working).
 */
export function alreadyBookedMail(
  f: TrialMailFacts,
  waitingPosition: number | null,
  manage: string,
): Mail {
  const state = {
    de:
      waitingPosition === null
        ? 'Dein Platz ist reserviert.'
        : `Du stehst auf Platz ${waitingPosition} der Warteliste.`,
    en:
      waitingPosition === null
        ? 'Your place is booked.'
        : `You are number ${waitingPosition} on the waiting list.`,
  };
  return mail(
    f,
    {
      de: `Du bist schon angemeldet: ${f.course}`,
      en: `You are already booked: ${f.course}`,
    },
    {
      de: [
        `für das Probetraining „${f.course}" (${f.training}) gibt es mit dieser E-Mail-Adresse schon eine Anmeldung; eine zweite wurde nicht angelegt. ${state.de}`,
        '',
        `Deine Anmeldung ansehen oder absagen: ${manage}`,
        'Der Link aus der früheren E-Mail gilt nicht mehr.',
        '',
        'Hast du dich nicht noch einmal angemeldet, musst du nichts tun: deine Anmeldung bleibt, wie sie ist.',
      ],
      en: [
        `there already is a booking with this e-mail address for the trial training of "${f.course}" (${f.training}); no second one was made. ${state.en}`,
        '',
        `See or cancel your booking: ${manage}`,
        'The link of the earlier e-mail no longer works.',
        '',
        'If you did not book again, do nothing: your booking stays as it is.',
      ],
    },
  );
}

export function confirmedMail(f: TrialMailFacts, manage: string): Mail {
  return mail(
    f,
    {
      de: `Dein Probetraining ist gebucht: ${f.course}`,
      en: `Your trial training is booked: ${f.course}`,
    },
    {
      de: [
        `dein Platz beim Probetraining „${f.course}" ist reserviert: ${f.training}.`,
        '',
        'Kannst du doch nicht kommen, sag bitte über diesen Link ab, damit jemand von der Warteliste nachrücken kann:',
        manage,
      ],
      en: [
        `your place at the trial training of "${f.course}" is booked: ${f.training}.`,
        '',
        'If you cannot come after all, please cancel through this link so that someone on the waiting list can move up:',
        manage,
      ],
    },
  );
}

export function waitingMail(f: TrialMailFacts, position: number, manage: string): Mail {
  return mail(
    f,
    {
      de: `Warteliste Probetraining: ${f.course}`,
      en: `Waiting list, trial training: ${f.course}`,
    },
    {
      de: [
        `das Probetraining „${f.course}" (${f.training}) ist ausgebucht. Du stehst auf Platz ${position} der Warteliste.`,
        'Wird ein Platz frei, rückst du von selbst nach und bekommst eine E-Mail.',
        '',
        `Deine Anmeldung ansehen oder zurückziehen: ${manage}`,
      ],
      en: [
        `the trial training of "${f.course}" (${f.training}) is full. You are number ${position} on the waiting list.`,
        'When a place becomes free, you move up by yourself and get an e-mail.',
        '',
        `See or withdraw your booking: ${manage}`,
      ],
    },
  );
}

export function movedUpMail(f: TrialMailFacts, manage: string): Mail {
  return mail(
    f,
    {
      de: `Du bist nachgerückt: Probetraining ${f.course}`,
      en: `You moved up: trial training ${f.course}`,
    },
    {
      de: [
        `ein Platz ist frei geworden: du bist beim Probetraining „${f.course}" dabei: ${f.training}.`,
        '',
        `Kannst du nicht kommen, sag bitte über diesen Link ab: ${manage}`,
      ],
      en: [
        `a place became free: you are in for the trial training of "${f.course}": ${f.training}.`,
        '',
        `If you cannot come, please cancel through this link: ${manage}`,
      ],
    },
  );
}

export function trainingCancelledMail(f: TrialMailFacts, reason: string): Mail {
  return mail(
    f,
    { de: `Probetraining fällt aus: ${f.course}`, en: `Trial training cancelled: ${f.course}` },
    {
      de: [
        `leider fällt das Training „${f.course}" (${f.training}) aus: ${reason}.`,
        'Deine Anmeldung ist damit erledigt. Du kannst gern ein anderes Probetraining buchen.',
      ],
      en: [
        `unfortunately the training of "${f.course}" (${f.training}) is cancelled: ${reason}.`,
        'Your booking has ended with it. You are welcome to book another trial training.',
      ],
    },
  );
}

export function invitationMail(f: TrialMailFacts, form: string): Mail {
  return mail(
    f,
    { de: `Schön, dass du da warst: ${f.course}`, en: `Great to have you: ${f.course}` },
    {
      de: [
        `schön, dass du beim Probetraining „${f.course}" warst!`,
        '',
        `Hat es dir gefallen? Dann werde Mitglied im ${f.club}: den Aufnahmeantrag findest du hier:`,
        form,
      ],
      en: [
        `thank you for coming to the trial training of "${f.course}"!`,
        '',
        `Did you enjoy it? Then become a member of ${f.club}: the membership form is here:`,
        form,
      ],
    },
  );
}
