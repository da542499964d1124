const OFFSET = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  timeZoneName: 'longOffset',
});

/**
 * The club's offset from UTC on a date („+01:00", in summer „+02:00"), taken at noon: a session
 * in the small hours of a day the clocks change on would be an hour off, which no workshop is.
 * '' where the runtime cannot say (the times are then local, which schema.org also takes).
 */
export function berlinOffset(date: string): string {
  const name = OFFSET.formatToParts(new Date(`${date}T12:00:00Z`)).find(
    (part) => part.type === 'timeZoneName',
  )?.value;
  return /^GMT([+-]\d{2}:\d{2})$/.exec(name ?? '')?.[1] ?? '';
}
