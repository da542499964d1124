import { expect, type Response } from '@playwright/test';
import { USERS, apiLogin, bearer, dataOf, getAs, loginInBrowser } from '@/support/api';
import { TEST_PNG } from '@/support/image';
import { goOffline, goOnline, waitForServiceWorkerControl } from '@/support/network';
import { idbCounts } from '@/support/outbox';
import { test } from '@/support/test';

interface Sponsor {
  _id: string;
  text: string;
  placements: string[];
  photoURL: string | null;
  version: number;
}

interface Venue {
  _id: string;
  name: string;
  city: string;
  description: string;
  photoURL: string | null;
  version: number;
}

test('an admin edits a sponsor and a venue offline, twice each with an image, reloads; back online the server holds the last values and each image once', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const admin = await apiLogin(request, USERS.admin);
  const sponsor = await dataOf<Sponsor>(
    await request.post('/api/sponsors', {
      headers: bearer(admin),
      data: {
        text: `Fahrradladen ${stamp}`,
        link: 'https://rad.example',
        placements: ['homepage'],
        sort_order: 9000,
      },
    }),
  );
  const venue = await dataOf<Venue>(
    await request.post('/api/locations', {
      headers: bearer(admin),
      data: {
        name: `Bolzplatz ${stamp}`,
        description: 'Kunstrasen, Flutlicht.',
        postal_code: '12345',
        city: 'Musterstadt',
        address: 'Am Deich 2',
      },
    }),
  );
  // Every answer to an image upload, the service worker's fetches too.
  const uploads: string[] = [];
  context.on('response', (response: Response) => {
    if (response.request().method() === 'POST' && /\/uploadImage\//.test(response.url()))
      uploads.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });

  await loginInBrowser(page, USERS.admin);
  // One online visit of each screen: the lists are on the device, the shell in the worker's cache.
  await page.goto('/de/account/sportstaetten');
  await expect(page.getByTestId('locations-item').filter({ hasText: venue.name })).toBeVisible();
  await waitForServiceWorkerControl(page);
  await page.goto('/de/account/sponsoren');
  const sponsorCard = page
    .getByTestId('sponsors-item')
    .filter({ hasText: new RegExp(`Fahrradladen .*${stamp}`) });
  await expect(sponsorCard).toBeVisible();

  await goOffline(context);
  // The sponsor: a new text and a logo, then once more before it synced.
  await sponsorCard.getByTestId('sponsor-edit').click();
  await page.getByRole('textbox', { name: /^Text/ }).fill(`Fahrradladen Speiche ${stamp}`);
  await page.getByTestId('image-input').setInputFiles(TEST_PNG);
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await page.getByTestId('sponsor-save').click();
  await expect(
    page.getByTestId('flash-message').filter({ hasText: 'Offline gespeichert' }),
  ).toBeVisible();
  const sponsorFinal = `Fahrradladen Speiche & Kette ${stamp}`;
  await sponsorCard.getByTestId('sponsor-edit').click();
  await page.getByRole('textbox', { name: /^Text/ }).fill(sponsorFinal);
  await page.getByRole('checkbox', { name: 'Volkslauf' }).check();
  await page.getByTestId('sponsor-save').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const sponsorEdited = page.getByTestId('sponsors-item').filter({ hasText: sponsorFinal });
  await expect(sponsorEdited.getByTestId('sponsor-unsynced')).toBeVisible();

  // The venue, on a page opened offline: the city and an image, then the description.
  expect((await page.goto('/de/account/sportstaetten'))?.fromServiceWorker()).toBe(true);
  const venueCard = page.getByTestId('locations-item').filter({ hasText: venue.name });
  await venueCard.getByTestId('location-edit').click();
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Neustadt');
  await page.getByTestId('image-input').setInputFiles(TEST_PNG);
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await page.getByTestId('location-save').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await venueCard.getByTestId('location-edit').click();
  await page.getByRole('textbox', { name: /^Beschreibung/ }).fill('Kunstrasen, Flutlicht, Tore.');
  await page.getByTestId('location-save').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(venueCard.getByTestId('location-unsynced')).toBeVisible();
  await expect(venueCard).toContainText('12345 Neustadt');

  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(venueCard.getByTestId('location-unsynced')).toBeVisible();
  await expect(venueCard).toContainText('Kunstrasen, Flutlicht, Tore.');
  expect(uploads).toEqual([]);

  await goOnline(context);
  // Through when the device holds no row any more (a refused one would stay).
  await expect.poll(async () => (await idbCounts(page)).outbox, { timeout: 45_000 }).toBe(0);
  await expect(venueCard.getByTestId('location-unsynced')).toHaveCount(0);

  const sponsors = await getAs<Sponsor[]>(request, admin, '/api/sponsors');
  const mine = sponsors.filter((s) => s._id === sponsor._id);
  expect(mine).toMatchObject([{ text: sponsorFinal, placements: ['homepage', 'volkslauf'] }]);
  expect(mine[0]!.photoURL).toMatch(/^\/uploads\//);
  const venues = await getAs<Venue[]>(request, admin, '/api/locations');
  const ours = venues.filter((v) => v._id === venue._id);
  expect(ours).toMatchObject([{ city: 'Neustadt', description: 'Kunstrasen, Flutlicht, Tore.' }]);
  expect(ours[0]!.photoURL).toMatch(/^\/uploads\//);
  // Each image went once, and the public lists show the last values.
  expect(uploads.sort()).toEqual(
    [
      `200 /api/location/uploadImage/${venue._id}`,
      `200 /api/sponsor/uploadImage/${sponsor._id}`,
    ].sort(),
  );
  const volkslauf = await dataOf<{ _id: string; text: string; photoURL: string | null }[]>(
    await request.get('/public/sponsors/volkslauf'),
  );
  expect(volkslauf.find((s) => s._id === sponsor._id)).toMatchObject({
    text: sponsorFinal,
    photoURL: mine[0]!.photoURL,
  });
  const publicVenues = await dataOf<{ _id: string; city: string }[]>(
    await request.get('/public/locations'),
  );
  expect(publicVenues.find((v) => v._id === venue._id)?.city).toBe('Neustadt');
});
