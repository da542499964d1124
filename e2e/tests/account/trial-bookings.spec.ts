import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { CourseEditorPage } from '@/pages/CourseEditorPage';
import { USERS, apiLogin, bearer, dataOf, loginInBrowser, type Session } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { mailedToken } from '@/support/mail';
import { goOffline, goOnline, waitForServiceWorkerControl } from '@/support/network';
import { courseAtNewVenue } from '@/support/schedule';
import { test } from '@/support/test';

/**
 * The trainer's side of trial trainings: the trainer offers trial places in the course editor,
 * sees who booked (by training), and marks who came at the gym without a connection; the outbox
 * sends it with the booking's version when the device is back online. Each test makes its own
 * venue and course, so the demo's stay as they are.
 */

interface TrialBooking {
  _id: string;
  name: string;
  status: string;
  attended: boolean | null;
  version: number;
}

const berlin = (options: Intl.DateTimeFormatOptions, locale = 'de-DE') =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Berlin', ...options }).format();
const berlinToday = () => berlin({}, 'en-CA');
/** Today's weekday in Berlin, as the API names it ("Montag"). */
const berlinWeekday = () => berlin({ weekday: 'long' });
const berlinClock = () => berlin({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Today's training: late enough that it can still be booked today (booking closes at its start). */
const START = '23:30';
const END = '23:59';

/** A venue and a published course of the demo trainer with a slot today at START. */
const courseTrainingToday = (request: APIRequestContext, admin: Session, trainer: Session) =>
  courseAtNewVenue(request, admin, {
    title: 'Probetraining',
    trainer,
    ages: [6, 99],
    slot: { day: berlinWeekday(), start: START, end: END },
  });

/** A visitor books today's training and confirms through the link of the mail. */
async function bookAndConfirm(
  request: APIRequestContext,
  booking: { course: string; slot: string; name: string; age: number; guardian_name?: string },
) {
  const email = `probe-${randomUUID().slice(0, 8)}@example.de`;
  const answer = await request.post('/public/trials', {
    data: {
      ...booking,
      ...(booking.guardian_name ? { guardian_consent: true } : {}),
      date: berlinToday(),
      email,
      privacy_consent: true,
    },
  });
  expect(answer.status(), await answer.text()).toBe(202);
  let token: string | null = null;
  await expect
    .poll(async () => (token = await mailedToken(email, 'probetraining/bestaetigen')))
    .not.toBeNull();
  const confirmed = await request.post('/public/trials/confirm', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

const bookingsOf = async (request: APIRequestContext, trainer: Session, course: string) =>
  dataOf<TrialBooking[]>(
    await request.get(`/api/trials?course=${course}`, { headers: bearer(trainer) }),
  );

test.beforeEach(() => {
  // Booking closes when the training starts: today's late training cannot be booked after it.
  test.skip(berlinClock() >= '23:25', 'runs before 23:25 Berlin time (books a training today)');
});

test('a trainer offers trial places, sees the confirmed booking, marks it attended offline at the gym, and the server has it once back online', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, USERS.admin);
  const trainer = await apiLogin(request, USERS.course);
  const { course, slot, stamp } = await courseTrainingToday(request, admin, trainer);

  await loginInBrowser(page, USERS.course);
  await page.goto(`/de/account/angebot/${course._id}`);
  const editor = new CourseEditorPage(page);
  await expect(editor.heading).toHaveText(course.title);
  const section = page.getByTestId('trial-section');
  await expect(section.getByTestId('trial-bookings-empty')).toHaveText('Noch keine Anmeldungen.');

  // Trial places: their own route, public at once without a publication.
  const places = section.getByRole('spinbutton', { name: 'Probetrainingsplätze pro Training' });
  await expect(places).toHaveValue('0');
  await places.fill('2');
  await section.getByRole('button', { name: 'Plätze speichern' }).click();
  await expect(editor.syncIndicator).toHaveAttribute('data-count', '0');
  await expect
    .poll(async () => {
      const trainings = await dataOf<{ slot: string; date: string; places: number }[]>(
        await request.get(`/public/trials/${course._id}`),
      );
      return trainings.find((t) => t.slot === slot._id && t.date === berlinToday())?.places;
    })
    .toBe(2);
  expect(
    (
      await dataOf<{ trial_places: number }>(
        await request.get(`/api/course/${course._id}`, { headers: bearer(trainer) }),
      )
    ).trial_places,
  ).toBe(2);

  const name = `Erika ${stamp}`;
  await bookAndConfirm(request, { course: course._id, slot: slot._id, name, age: 30 });

  // One online visit with the booking: the list is on the device, the shell in the SW's cache.
  await page.reload();
  await waitForServiceWorkerControl(page);
  const row = section.getByTestId('trial-booking').filter({ hasText: name });
  await expect(row).toContainText('30 Jahre');
  await expect(row).toContainText('Bestätigt');
  const training = section.getByTestId('trial-training').filter({ hasText: name });
  await expect(training).toContainText(`${START}–${END}`);
  await expect(training).toContainText('heute');
  await expect(training).toContainText('1 von 2 Plätzen belegt');
  const attended = row.getByRole('switch', { name: `${name} war da` });
  await expect(attended).not.toBeChecked();

  await goOffline(context);
  await attended.click();
  await expect(attended).toBeChecked();
  await expect(row.getByTestId('trial-booking-unsynced')).toHaveText('Nicht synchronisiert');
  await editor.expectUnsynced(1, false);

  // A reload without a connection: the shell from the service worker, the list from the device.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(row.getByRole('switch', { name: `${name} war da` })).toBeChecked();
  await expect(row.getByTestId('trial-booking-unsynced')).toBeVisible();
  expect((await bookingsOf(request, trainer, course._id))[0]?.attended).toBeNull();

  await goOnline(context);
  await expect(editor.syncIndicator).toHaveAttribute('data-count', '0');
  await expect(row.getByTestId('trial-booking-unsynced')).toHaveCount(0);
  await expect
    .poll(async () => (await bookingsOf(request, trainer, course._id)).find((b) => b.name === name))
    .toMatchObject({ status: 'confirmed', attended: true });
});

test('the course editor with trial bookings has no axe violations at 390 and 1280 px, light and dark', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, USERS.admin);
  const trainer = await apiLogin(request, USERS.course);
  const { course, slot, stamp } = await courseTrainingToday(request, admin, trainer);
  await dataOf(
    await request.put('/api/trials/places', {
      headers: bearer(trainer),
      data: { _id: course._id, trial_places: 1 },
    }),
  );
  await bookAndConfirm(request, {
    course: course._id,
    slot: slot._id,
    name: `Anna ${stamp}`,
    age: 35,
  });
  // The second is under 16 (a guardian) and on the waiting list.
  await bookAndConfirm(request, {
    course: course._id,
    slot: slot._id,
    name: `Paul ${stamp}`,
    age: 9,
    guardian_name: `Maria ${stamp}`,
  });
  await expectNoAxeViolations(
    browser,
    baseURL,
    `/de/account/angebot/${course._id}`,
    'trial-booking',
    {
      login: USERS.course,
      also: [{ path: `/en/account/angebot/${course._id}`, ready: 'trial-booking' }],
    },
  );
});
