import { expect } from '@playwright/test';
import { HomePage } from '@/pages/HomePage';
import {
  goOffline,
  goOnline,
  isCachedByServiceWorker,
  waitForServiceWorkerControl,
} from '@/support/network';
import { test } from '@/support/test';

test('the start page shows the courses offline after one online visit', async ({
  context,
  page,
}) => {
  const home = new HomePage(page);
  await home.goto('de', { all: true });
  await waitForServiceWorkerControl(page);
  await home.waitForCourses();
  // The page is rendered on the server with its courses: the page cache holds them.
  await expect.poll(() => isCachedByServiceWorker(page, '/de/')).toBe(true);
  const count = await home.cards.count();

  await goOffline(context);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await home.waitForCourses();
  await expect(home.cards).toHaveCount(count);
  await expect(home.card('Kinderleichtathletik')).toBeVisible();
  await goOnline(context);
});
