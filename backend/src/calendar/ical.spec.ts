import ICAL from 'ical.js';
import {
  BERLIN_VTIMEZONE,
  calendarText,
  contentLine,
  escapeText,
  foldLine,
  localDateTime,
  utcDateTime,
} from '@/calendar/ical';

const octets = (line: string) => Buffer.byteLength(line);

describe('iCalendar writer', () => {
  it('escapes backslash, semicolon, comma and every kind of newline in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('Halle: 1. OG')).toBe('Halle: 1. OG');
  });

  it('drops every control character RFC 5545 TEXT forbids, keeps TAB and escapes line breaks', () => {
    expect(escapeText('Kinder\u0007turnen\u001B[31m;\tHalle\u000B1\u007F\u0085Ende\u009B')).toBe(
      'Kinderturnen[31m\\;\tHalle\\n1\\nEnde',
    );
    const controls = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i))
      .concat(Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)))
      .join('');
    // TAB stays; LF, CR, VT, FF and NEL become escaped line breaks; nothing else is left.
    expect(escapeText(controls)).toMatch(/^\t(\\n)+$/);
  });

  it('leaves a line of 75 octets alone and folds one of 76 into 75 + space and the rest', () => {
    const exact = 'X'.repeat(75);
    expect(foldLine(exact)).toBe(exact);
    const folded = foldLine('X'.repeat(76)).split('\r\n');
    expect(folded).toEqual(['X'.repeat(75), ' X']);
  });

  it('folds by octets, never inside a UTF-8 sequence or a surrogate pair', () => {
    const line = `SUMMARY:${'Übungsleiter für Rhönrad 🤸 '.repeat(8)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Unfolding (CRLF + one space removed) gives the line back, every character whole.
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(parts.join('')).not.toContain('\uFFFD');
    // A part ends early rather than split a character: each holds whole characters only.
    for (const part of parts) expect(Buffer.from(part).toString()).toBe(part);
  });

  it('joins the lines with CRLF, also after the last', () => {
    expect(calendarText(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe(
      'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    );
  });

  it('writes parameters and date-times as RFC 5545 has them', () => {
    expect(
      contentLine('DTSTART', localDateTime('2026-03-30', '17:30'), { TZID: 'Europe/Berlin' }),
    ).toBe('DTSTART;TZID=Europe/Berlin:20260330T173000');
    expect(utcDateTime(new Date('2026-11-28T03:35:14.123Z'))).toBe('20261128T033514Z');
  });

  it('gives a maintained parser back exactly the text it was given', () => {
    const summary = 'Yoga, Pilates; Entspannung\\Rücken – für alle 🧘 '.repeat(4).trim();
    const location = 'Turnhalle Mitte, Hauptstraße 1, 12345 Musterstadt';
    const description = 'Abteilung: Turnen\nTrainer: Tina Trainer, Max Muster\nhttps://x.de/a';
    const text = calendarText([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//DE',
      ...BERLIN_VTIMEZONE,
      'BEGIN:VEVENT',
      'UID:slot-1@x.de',
      'DTSTAMP:20261128T000000Z',
      contentLine('DTSTART', '20260302T170000', { TZID: 'Europe/Berlin' }),
      contentLine('SUMMARY', escapeText(summary)),
      contentLine('LOCATION', escapeText(location)),
      contentLine('DESCRIPTION', escapeText(description)),
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe(summary);
    expect(event.getFirstPropertyValue('location')).toBe(location);
    expect(event.getFirstPropertyValue('description')).toBe(description);
  });
});
