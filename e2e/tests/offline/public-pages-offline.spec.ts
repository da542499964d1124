import { expect } from '@playwright/test';
import {
  goOffline,
  goOnline,
  isCachedByServiceWorker,
  waitForServiceWorkerControl,
} from '@/support/network';
import { test } from '@/support/test';

interface Listed {
  _id: string;
  name: string;
  title: string;
}

test('after one visit to the start page the public pages are readable offline', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const departments = (await (await request.get('/public/departments')).json()).data as Listed[];
  const posts = [
    ...((await (await request.get('/public/blogPosts/1')).json()).data as Listed[]),
    ...((await (await request.get('/public/blogPosts/2')).json()).data as Listed[]),
  ].slice(0, 20);
  const events = (await (await request.get('/public/events')).json()).data as {
    slug: string;
    title: string;
  }[];
  const courses = (await (await request.get('/public/courses')).json()).data as {
    slug: string;
    title: string;
  }[];
  expect(departments.length).toBeGreaterThan(0);
  expect(courses.length).toBeGreaterThan(0);
  expect(events.length).toBeGreaterThan(0);
  expect(posts.length).toBeGreaterThan(10);

  await page.goto('/de/');
  await waitForServiceWorkerControl(page);
  // The background warm-up saves the pages without them being opened.
  const lastPost = `/de/beitrag/${posts[posts.length - 1]!._id}`;
  await expect.poll(() => isCachedByServiceWorker(page, lastPost), { timeout: 60_000 }).toBe(true);

  await goOffline(context);
  const readable: [string, string][] = [
    ['/de/', 'Angebote'],
    ['/de/blog', posts[0]!.title],
    [`/de/beitrag/${posts[posts.length - 1]!._id}`, posts[posts.length - 1]!.title],
    ...departments.map((d): [string, string] => [
      `/de/abteilung/${encodeURIComponent(d.name)}`,
      d.title,
    ]),
    [`/de/angebot/${courses[0]!.slug}`, courses[0]!.title],
    ['/de/workshop', 'Workshops'],
    ['/de/volkslauf', 'Volkslauf'],
    ['/de/termine', 'Termine'],
    [`/de/termin/${events[0]!.slug}`, events[0]!.title],
    ['/de/formulare', 'Formulare'],
    ['/de/sportstaetten', 'Sportstätten'],
  ];
  for (const [path, text] of readable) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    // Offline, a rendered page starts its app at once (online only on the first intent): its
    // files are cached, and the offline note is the app's. The script is added at
    // DOMContentLoaded, so before goto() returns at load.
    expect(await page.locator('script[type="module"][src*="/assets/index-"]').count(), path).toBe(
      1,
    );
    await expect(page.locator('main').getByText(text).first(), path).toBeVisible();
    await expect(page.getByTestId('offline-notice'), path).toContainText('gespeicherte Stand vom');
  }

  // A link followed offline loads the saved page (the router does not ask the API).
  await page.goto('/de/');
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(page).toHaveURL(/\/de\/blog$/);
  await expect(page.locator('main').getByText(posts[0]!.title).first()).toBeVisible();

  // A page never saved: the offline page with a way back, not the browser's error.
  await page.goto('/de/nie-besucht');
  await expect(page.getByRole('heading', { name: 'Du bist offline' })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page.locator('main').getByText('Angebote').first()).toBeVisible();
  await goOnline(context);
});
