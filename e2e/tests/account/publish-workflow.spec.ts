import { expect } from '@playwright/test';
import { AccountCoursesPage } from '@/pages/AccountCoursesPage';
import { CourseEditorPage, type SlotLabel } from '@/pages/CourseEditorPage';
import { HomePage } from '@/pages/HomePage';
import { LoginPage } from '@/pages/LoginPage';
import { PublishQueuePage } from '@/pages/PublishQueuePage';
import {
  COURSES,
  USERS,
  accountCourse,
  apiLogin,
  grantOpenRequests,
  openRequestCount,
  shiftTime,
} from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { test } from '@/support/test';

// Nothing here needs the service worker; without it a fresh context does not install (and
// precache) the whole app first.
test.use({ serviceWorkers: 'block' });

const TITLE = COURSES.publishFlow;
const WEEKDAY_SHORT = { Dienstag: 'Di' } as const;

test('a trainer changes a training time, the admin grants the publication, visitors see it', async ({
  browser,
  page,
  request,
}) => {
  // Setup through the API: the slot as it is now, and no request left over from an earlier try.
  const trainerSession = await apiLogin(request, USERS.course);
  const adminSession = await apiLogin(request, USERS.admin);
  const course = await accountCourse(request, trainerSession, TITLE);
  await grantOpenRequests(request, adminSession, course._id);
  // The demo club has other open requests (a workshop); this test adds exactly one.
  const openBefore = await openRequestCount(request, adminSession);
  const slot = course.times.find((t) => t.day === 'Dienstag');
  if (!slot) throw new Error(`${TITLE} has no training time on Dienstag`);
  const before: SlotLabel = { day: 'Dienstag', start: slot.start, end: slot.end };
  const after: SlotLabel = {
    day: 'Dienstag',
    start: shiftTime(before.start, -15),
    end: shiftTime(before.end, -15),
  };
  const publicText = `${WEEKDAY_SHORT.Dienstag} ${after.start}–${after.end}`;

  // A visitor has the start page open; the new time is not public yet.
  const visitorContext = await browser.newContext();
  const visitor = new HomePage(await visitorContext.newPage());
  await visitor.goto('de', { all: true });
  await expect(visitor.cardTimes(TITLE)).toBeVisible();
  await expect(visitor.cardTimes(TITLE)).not.toContainText(publicText);

  // The trainer logs in, opens the course, changes the time and requests publication.
  await new LoginPage(page).goto();
  await new LoginPage(page).login(USERS.course);
  await expect(page).toHaveURL('/de/account/angebote');
  await new AccountCoursesPage(page).openCourse(TITLE);
  const editor = new CourseEditorPage(page);
  await editor.editTimeSlot(before, after);
  await expect(editor.slotRow(after)).toBeVisible();
  await expect(editor.slotRow(before)).toHaveCount(0);
  await editor.expectUnsynced(0, true);
  await editor.requestPublication();
  await expect(editor.flash.last()).toBeVisible();

  // The admin, in another browser, sees the request counted in the drawer and grants it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await new LoginPage(adminPage).goto();
  await new LoginPage(adminPage).login(USERS.admin);
  const adminArea = new AccountCoursesPage(adminPage);
  expect(await openRequestCount(request, adminSession)).toBe(openBefore + 1);
  const badge = (n: number) => adminArea.navItem('publish').getByLabel(new RegExp(`^${n} offene`));
  await expect(badge(openBefore + 1)).toHaveText(String(openBefore + 1));
  await adminArea.openFromDrawer('publish');
  await expect(adminPage).toHaveURL('/de/account/veroeffentlichungen');
  const queue = new PublishQueuePage(adminPage);
  await expect(queue.heading).toBeVisible();
  await expect(queue.request(TITLE)).toHaveCount(1);
  await expect(queue.request(TITLE)).toContainText('Jonas Hoffmeister');
  await queue.grant(TITLE);
  await expect(queue.flash.last()).toBeVisible();
  if (openBefore === 0) {
    await expect(adminArea.navItem('publish').getByLabel(/offene Anfrage/)).toHaveCount(0);
  } else {
    await expect(badge(openBefore)).toHaveText(String(openBefore));
  }

  // The visitor reloads the start page and sees the new time on the course's card.
  await visitor.page.reload();
  await visitor.waitForCourses();
  await expect(visitor.cardTimes(TITLE)).toContainText(publicText);

  await adminContext.close();
  await visitorContext.close();
});

test('the publish queue and the profile have no axe violations at 390 and 1280 px, light and dark', async ({
  browser,
  baseURL,
}) => {
  // The demo club has an open workshop request, so the queue shows a card with its changes.
  await expectNoAxeViolations(
    browser,
    baseURL,
    '/de/account/veroeffentlichungen',
    'publish-request',
    {
      login: USERS.admin,
      also: [{ path: '/de/account/profil', ready: 'profile-card' }],
    },
  );
});
