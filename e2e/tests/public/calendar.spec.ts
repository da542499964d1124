import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { axeFor, THEMES, WIDTHS } from '@/support/axe';
import { gotoReady } from '@/support/network';
import { test } from '@/support/test';

// Links and feeds need no service worker; without it a fresh context installs nothing first.
test.use({ serviceWorkers: 'block' });

const BERLIN = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** The feed's two links inside `scope`, with the addresses they point to. */
async function calendarLinks(scope: Locator) {
  const links = scope.getByTestId('calendar-links').first();
  return {
    subscribe: await links.getByTestId('calendar-subscribe').getAttribute('href'),
    download: await links.getByTestId('calendar-download').getAttribute('href'),
    downloadAttr: await links.getByTestId('calendar-download').getAttribute('download'),
  };
}

/** The time slots a section shows: "Dienstag 09:30–10:30". */
async function slotsShown(section: Locator): Promise<string[]> {
  const texts = await section.getByTestId('time-slots').getByRole('listitem').allInnerTexts();
  return texts.map((text) => text.split(' · ')[0]!.trim()).sort();
}

/**
 * The trainings of every event in a feed, as Berlin weekday and wall-clock times: 33 weekly
 * trainings span 224 days, longer than from one clock change to the next (at most 220 days),
 * so the times are checked on both sides of one.
 */
function trainingsOf(text: string, count = 33): { summary: string; slots: string[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const slots = events.map((event) => {
    const iterator = event.iterator();
    const seen = new Set<string>();
    const minutes = event.duration.toSeconds() / 60;
    for (let i = 0, next = iterator.next(); next && i < count; i++, next = iterator.next()) {
      const start = next.toJSDate();
      const end = new Date(start.getTime() + minutes * 60_000);
      const [day, from] = BERLIN.format(start).split(', ');
      seen.add(`${day} ${from}–${BERLIN.format(end).split(', ')[1]}`);
    }
    // Every training of a slot falls on its weekday at its time, before and after a clock change.
    expect([...seen]).toHaveLength(1);
    return [...seen][0]!;
  });
  return { summary: events[0]?.summary ?? '', slots: slots.sort() };
}

async function download(page: Page, link: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

test.describe('calendar links', () => {
  test('are plain links in the server’s HTML on the department, workshops and venues pages and in the footer', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const webcal = baseURL!.replace(/^http:\/\//, 'webcal://');

    await page.goto('/de/abteilung/Turnen');
    const header = await calendarLinks(page.getByTestId('department-page').locator('header'));
    expect(header.download).toMatch(/^\/calendar\/department\/[0-9a-f-]{36}\.ics$/);
    expect(header.subscribe).toBe(`${webcal}${header.download}`);
    const courses = page.getByTestId('course-section');
    expect(await courses.count()).toBeGreaterThan(1);
    for (const section of await courses.all()) {
      const links = await calendarLinks(section);
      expect(links.download).toMatch(/^\/calendar\/course\/[0-9a-f-]{36}\.ics$/);
      expect(links.subscribe).toBe(`${webcal}${links.download}`);
      expect(links.downloadAttr).toBe('');
    }

    // A workshop with coming sessions offers its feed; the demo's one whose sessions are over none.
    await page.goto('/de/workshop');
    const workshops = page.getByTestId('workshop-section');
    const withFeed = workshops.filter({ has: page.getByTestId('calendar-links') });
    expect(await withFeed.count()).toBeGreaterThan(3);
    for (const section of await withFeed.all()) {
      expect((await calendarLinks(section)).download).toMatch(/^\/calendar\/workshop\/.+\.ics$/);
    }
    await expect(
      workshops.filter({ hasText: 'Kinderschutz im Verein' }).getByTestId('calendar-links'),
    ).toHaveCount(0);
    await page.goto('/de/sportstaetten');
    for (const card of await page.getByTestId('venue-card').all()) {
      expect((await calendarLinks(card)).download).toMatch(/^\/calendar\/venue\/.+\.ics$/);
    }
    const footer = await calendarLinks(page.getByRole('contentinfo'));
    expect(footer).toEqual({
      subscribe: `${webcal}/calendar/club.ics`,
      download: '/calendar/club.ics',
      downloadAttr: '',
    });
    // Every feed a page links answers.
    for (const path of [header.download!, '/calendar/club.ics']) {
      const res = await page.request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    }
    await context.close();
  });

  test('"Herunterladen" saves the course’s feed, and a calendar parser finds the trainings the page shows', async ({
    page,
  }) => {
    await gotoReady(page, '/de/abteilung/Turnen');
    const section = page.locator('section#eltern-kind-turnen');
    const shown = await slotsShown(section);
    expect(shown).toEqual(['Dienstag 09:30–10:30', 'Donnerstag 15:30–16:30']);
    const file = await download(
      page,
      section.getByRole('link', { name: 'Herunterladen: Eltern-Kind-Turnen' }),
    );
    // Named by the club's short name (the demo's "TuS 1887").
    expect(file.name).toBe('tus-1887-eltern-kind-turnen.ics');
    const { summary, slots } = trainingsOf(file.text);
    expect(summary).toBe('Eltern-Kind-Turnen');
    expect(slots).toEqual(shown);

    // The venue's feed holds its trainings too, each at the time the department page shows.
    // A demo venue with many courses, by name: other specs add venues and take courses offline
    // while this one runs (the first card's feed was empty once).
    await page.goto('/de/sportstaetten');
    const venue = page.getByTestId('venue-card').filter({
      has: page.getByRole('heading', { name: 'Turnhalle Lindenschule', exact: true }),
    });
    const venueFile = await download(page, venue.getByTestId('calendar-download'));
    expect(venueFile.name).toMatch(/^tus-1887-[a-z0-9-]+\.ics$/);
    expect(trainingsOf(venueFile.text).slots.length).toBeGreaterThan(0);
  });

  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      test(`have no axe violations at ${width} px, ${theme}`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
        if (theme === 'dark')
          await context.addCookies([{ name: 'vh.theme', value: 'dark', url: baseURL! }]);
        const page = await context.newPage();
        for (const path of ['/de/abteilung/Turnen', '/de/workshop', '/de/sportstaetten', '/en/']) {
          await page.goto(path);
          await expect(page.getByTestId('calendar-links').first()).toBeAttached();
          const { violations } = await axeFor(page, theme)
            .include('[data-testid="calendar-links"]')
            .analyze();
          expect(
            violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
            `${path} at ${width} px, ${theme}`,
          ).toEqual([]);
        }
        await context.close();
      });
    }
  }
});
