import { addDays, berlinToday } from '@/schedule/schedule-rules';

const BERLIN = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The instant of a Berlin wall-clock time (`2025-06-29`, `09:30` → 07:30 UTC in summer). */
export function berlinInstant(date: string, time: string): Date {
  const wall = `${date} ${time}`;
  const utc = Date.parse(`${date}T${time}:00Z`);
  for (const hours of [2, 1]) {
    const at = new Date(utc - hours * 3_600_000);
    if (BERLIN.format(at) === wall) return at;
  }
  return new Date(utc - 3_600_000);
}

/** Where the registration of a run stands: the page shows it, the cache expires at each change. */
export interface FunrunMoments {
  /** The end of the registration day: from then on only late registration on site. */
  registrationEnds: Date;
  /** The first start minus the late-registration margin. */
  lateEnds: Date;
  /** The end of the run's day: from then on the run is over. */
  over: Date;
}

export function funrunMoments(run: {
  date: string;
  startTime: string;
  registrationUntil: string;
  lateClosesMinutes: number;
}): FunrunMoments {
  return {
    registrationEnds: berlinInstant(addDays(run.registrationUntil, 1), '00:00'),
    lateEnds: new Date(
      berlinInstant(run.date, run.startTime).getTime() - run.lateClosesMinutes * 60_000,
    ),
    over: berlinInstant(addDays(run.date, 1), '00:00'),
  };
}

export { berlinToday };
