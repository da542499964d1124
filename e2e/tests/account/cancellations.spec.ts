import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { CourseEditorPage } from '@/pages/CourseEditorPage';
import { USERS, apiLogin, bearer, dataOf, loginInBrowser, type Session } from '@/support/api';
import { THEMES, WIDTHS, animationsDone, axeFor, switchTheme } from '@/support/axe';
import { goOffline, goOnline, waitForServiceWorkerControl } from '@/support/network';
import { courseAtNewVenue } from '@/support/schedule';
import { test } from '@/support/test';

/**
 * Issue 25 in the back office: a trainer cancels one training of their course (also offline, at
 * the gym), an admin closes a venue for a range of dates; both are public at once, without a
 * publication. Each test makes its own venue and course, so the demo's stay as they are.
 */

interface PublicCancellation {
  slot: string;
  from: string;
  to: string;
  reason: string;
  closure: boolean;
}
interface PublicCourse {
  _id: string;
  title: string;
  cancellations: PublicCancellation[];
}
interface PublicClosure {
  _id: string;
  location: { _id: string; name: string };
  from: string;
  to: string;
  reason: string;
}

const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format();
const addDays = (date: string, days: number) => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

const isMonday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1;
/** The next Monday after today. */
const nextMonday = () =>
  [1, 2, 3, 4, 5, 6, 7].map((days) => addDays(berlinToday(), days)).find(isMonday)!;

/** A venue and a published course of the demo trainer (the course user) with a Monday slot there. */
const courseAtOwnVenue = (request: APIRequestContext, admin: Session, trainer: Session) =>
  courseAtNewVenue(request, admin, {
    title: 'Absagen',
    trainer,
    slot: { day: 'Montag', start: '17:00', end: '18:30' },
  });

const publicCourse = async (request: APIRequestContext, id: string) =>
  (await dataOf<PublicCourse[]>(await request.get('/public/courses'))).find((c) => c._id === id);

const publicClosures = async (request: APIRequestContext) =>
  dataOf<PublicClosure[]>(await request.get('/public/closures'));

/** The dates a course's calendar feed leaves out of its weekly event (EXDATE). */
async function feedExdates(request: APIRequestContext, courseId: string): Promise<string[]> {
  const feed = await request.get(`/calendar/course/${courseId}.ics`);
  expect(feed.status()).toBe(200);
  const event = new ICAL.Component(ICAL.parse(await feed.text())).getFirstSubcomponent('vevent')!;
  return event
    .getAllProperties('exdate')
    .flatMap((property) => property.getValues())
    .map((value) => String(value).slice(0, 10));
}

/** The dialog's date choice: the first training offered (its value is the date). */
async function cancelFirstTraining(page: Page, slotLabel: string, reason: string) {
  await page.getByRole('button', { name: `Training absagen: ${slotLabel}` }).click();
  const dialog = page.getByRole('dialog');
  const date = dialog.getByRole('combobox', { name: /Termin/ });
  await date.selectOption({ index: 1 });
  const chosen = await date.inputValue();
  await dialog.getByRole('textbox', { name: /Grund/ }).fill('ab');
  await expect(dialog.getByText('Bitte gib mindestens 3 Zeichen ein.')).toBeVisible();
  await expect(dialog.getByTestId('cancel-training-save')).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Grund/ }).fill(reason);
  await dialog.getByTestId('cancel-training-save').click();
  await expect(dialog).toBeHidden();
  return chosen;
}

test('a trainer cancels a training offline at the gym: it waits on the device, syncs when back online, and the public courses, the course card and its calendar feed show it at once', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, USERS.admin);
  const trainer = await apiLogin(request, USERS.course);
  const { course, slot, stamp } = await courseAtOwnVenue(request, admin, trainer);
  const reason = `Halle gesperrt ${stamp}`;

  // One online visit: the editor, its times and cancellations are on the device, the app shell
  // in the service worker's cache.
  await loginInBrowser(page, USERS.course);
  await page.goto(`/de/account/angebot/${course._id}`);
  const editor = new CourseEditorPage(page);
  await expect(editor.slotRow({ day: 'Montag', start: '17:00', end: '18:30' })).toBeVisible();
  await waitForServiceWorkerControl(page);
  await expect(editor.heading).toHaveText(course.title);

  await goOffline(context);
  const date = await cancelFirstTraining(page, 'Montag 17:00–18:30', reason);
  await expect(editor.flash).toHaveText(
    'Offline gespeichert – wird gesendet, sobald du wieder online bist.',
  );
  const item = page.getByTestId('cancellation-item').filter({ hasText: reason });
  await expect(item).toContainText(/^Fällt aus am [A-Z][a-z], \d{2}\.\d{2}\.\d{4}: /);
  await expect(item.getByTestId('cancellation-unsynced')).toHaveText('Nicht synchronisiert');
  await editor.expectUnsynced(1, false);
  // The course is not "changed" by it: nothing to publish, no request waits.
  await expect(page.getByTestId('course-nothing-to-publish')).toBeVisible();

  // A reload without a connection: the shell from the service worker, the row from the device.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(item.getByTestId('cancellation-unsynced')).toBeVisible();
  expect((await publicCourse(request, course._id))?.cancellations).toEqual([]);

  await goOnline(context);
  await expect(editor.syncIndicator).toHaveAttribute('data-count', '0');
  await expect(item.getByTestId('cancellation-unsynced')).toHaveCount(0);
  await expect(item).toBeVisible();

  // Public at once, without a publish request: the course's answer carries it.
  await expect
    .poll(async () => (await publicCourse(request, course._id))?.cancellations)
    .toEqual([{ slot: slot._id, from: date, to: date, reason, closure: false }]);
  const requests = await dataOf<{ courses: { entity: { _id: string } }[] }>(
    await request.get('/api/publishrequests', { headers: bearer(admin) }),
  );
  expect(requests.courses.filter((r) => r.entity._id === course._id)).toEqual([]);
  // The public card says so beside the time, with the reason.
  const visitor = await context.newPage();
  await visitor.goto(`/de/?suche=${encodeURIComponent(course.title)}#offers`);
  const card = visitor.getByTestId('course-card').filter({ hasText: course.title });
  await expect(card.getByTestId('slot-cancellation').filter({ hasText: reason })).toBeVisible();
  await visitor.close();
  // The course's calendar feed leaves that training out (an EXDATE of the weekly event).
  expect(await feedExdates(request, course._id)).toEqual([date]);

  // Taken back: gone from the editor and the public answer.
  await item.getByTestId('cancellation-restore').click();
  await expect(item).toHaveCount(0);
  await expect
    .poll(async () => (await publicCourse(request, course._id))?.cancellations)
    .toEqual([]);
  expect(await feedExdates(request, course._id)).toEqual([]);
});

test('an admin closes a venue for a range: public at once as a closure and on the courses there; lifting it takes it back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await apiLogin(request, USERS.admin);
  const trainer = await apiLogin(request, USERS.course);
  const { venue, course, slot, stamp } = await courseAtOwnVenue(request, admin, trainer);
  const reason = `Wasserschaden ${stamp}`;
  const from = addDays(berlinToday(), 3);
  const to = addDays(berlinToday(), 17);

  await loginInBrowser(page, USERS.admin);
  await page.goto('/de/account/sperrungen');
  await expect(page.getByRole('heading', { level: 1, name: 'Hallensperrungen' })).toBeVisible();
  await page.getByTestId('closures-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Sportstätte/ }).selectOption({ label: venue.name });
  await dialog.getByLabel(/^Von/).fill(to);
  await dialog.getByLabel(/^Bis/).fill(from);
  await expect(dialog.getByText('Das Ende darf nicht vor dem Beginn liegen.')).toBeVisible();
  await expect(dialog.getByTestId('closure-save')).toBeDisabled();
  await dialog.getByLabel(/^Von/).fill(from);
  await dialog.getByLabel(/^Bis/).fill(to);
  await dialog.getByRole('textbox', { name: /^Grund/ }).fill(reason);
  await dialog.getByTestId('closure-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('flash-message')).toHaveText(
    /^(Die Sportstätte wurde gesperrt\.|\d Änderungen synchronisiert)$/,
  );
  const card = page.getByTestId('closures-item').filter({ hasText: reason });
  await expect(card.getByTestId('closure-venue')).toHaveText(venue.name);
  await expect(card.getByTestId('closure-state')).toHaveText('Geplant');
  await expect(card.getByTestId('closure-unsynced')).toHaveCount(0, { timeout: 20_000 });

  await expect
    .poll(async () => (await publicClosures(request)).filter((c) => c.reason === reason))
    .toMatchObject([{ location: { _id: venue._id, name: venue.name }, from, to }]);
  // Every training there is off: the course's Monday slot carries its first and last Monday in
  // the closure's range.
  const mondays = Array.from({ length: 15 }, (_, days) => addDays(from, days)).filter(isMonday);
  expect((await publicCourse(request, course._id))?.cancellations).toEqual([
    { slot: slot._id, from: mondays[0], to: mondays.at(-1), reason, closure: true },
  ]);

  await card.getByTestId('closure-reopen').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(venue.name);
  await confirm.getByTestId('confirm-dialog-confirm').click();
  await expect(card).toHaveCount(0);
  await expect
    .poll(async () => (await publicClosures(request)).some((c) => c.reason === reason))
    .toBe(false);
  expect((await publicCourse(request, course._id))?.cancellations).toEqual([]);
});

test('the time slot editor with the cancel dialog open and the closures page have no axe violations at 390 and 1280 px, German and English, light and dark', async ({
  browser,
  baseURL,
  request,
}) => {
  const states = WIDTHS.length * 2 * THEMES.length * 3;
  test.setTimeout(60_000 + states * 15_000);
  const admin = await apiLogin(request, USERS.admin);
  const trainer = await apiLogin(request, USERS.course);
  const { course, slot, stamp } = await courseAtOwnVenue(request, admin, trainer);
  // One cancellation under the slot and one closure on the list, so their styles are checked.
  const monday = nextMonday();
  await dataOf(
    await request.post('/api/cancellations', {
      headers: bearer(trainer),
      data: { course: course._id, slot: slot._id, date: monday, reason: `Elternabend ${stamp}` },
    }),
  );

  const check = async (page: Page, theme: 'light' | 'dark', what: string) => {
    await animationsDone(page);
    const { violations } = await axeFor(page, theme).analyze();
    expect(
      violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
      what,
    ).toEqual([]);
    if (process.env.SHOTS_DIR) {
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/${what.replace(/[^\w-]+/g, '-')}.png`,
        fullPage: true,
      });
    }
  };

  for (const width of WIDTHS) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await loginInBrowser(page, USERS.course);
    for (const lang of ['de', 'en'] as const) {
      const cancel =
        lang === 'de'
          ? 'Training absagen: Montag 17:00–18:30'
          : 'Cancel training: Monday 17:00–18:30';
      await switchTheme(page, 'light');
      await page.goto(`/${lang}/account/angebot/${course._id}`);
      await expect(page.getByTestId('cancellation-item')).toBeVisible();
      await page.getByRole('button', { name: cancel }).click();
      await expect(page.getByTestId('cancel-training-form')).toBeVisible();
      for (const theme of THEMES) {
        await switchTheme(page, theme);
        await check(page, theme, `editor-dialog-${lang}-${width}-${theme}`);
      }
    }
    // The closures page as an admin (the trainer's session is replaced in this context).
    await loginInBrowser(page, USERS.admin);
    await dataOf(
      await request.post('/api/closures', {
        headers: bearer(admin),
        data: {
          location: (await courseVenue(request, admin, stamp))._id,
          from: addDays(berlinToday(), 30),
          to: addDays(berlinToday(), 40),
          reason: `Ferien ${stamp} ${width}`,
        },
      }),
    );
    for (const lang of ['de', 'en'] as const) {
      const create = lang === 'de' ? 'Sportstätte sperren' : 'Close a venue';
      await switchTheme(page, 'light');
      await page.goto(`/${lang}/account/sperrungen`);
      await expect(page.getByTestId('closures-item').first()).toBeVisible();
      for (const theme of THEMES) {
        await switchTheme(page, theme);
        await check(page, theme, `closures-${lang}-${width}-${theme}`);
      }
      await page.getByRole('button', { name: create }).click();
      await expect(page.getByTestId('closure-form')).toBeVisible();
      for (const theme of ['dark', 'light'] as const) {
        await switchTheme(page, theme);
        await check(page, theme, `closure-dialog-${lang}-${width}-${theme}`);
      }
    }
    await context.close();
  }
});

/** The venue `courseAtOwnVenue` made with this stamp. */
async function courseVenue(request: APIRequestContext, admin: Session, stamp: string) {
  const venues = await dataOf<{ _id: string; name: string }[]>(
    await request.get('/api/locations', { headers: bearer(admin) }),
  );
  return venues.find((v) => v.name === `Halle ${stamp}`)!;
}
