import { expect } from '@playwright/test';
import { USERS, apiLogin, bearer, getAs, loginInBrowser } from '@/support/api';
import { goOffline, goOnline, waitForServiceWorkerControl } from '@/support/network';
import { idbCounts } from '@/support/outbox';
import { test } from '@/support/test';

interface Funrun {
  _id: string;
  year: number;
  tracks: unknown[];
  bib_pickups: { date: string; from: string; to: string }[];
}

const NEXT = new Date().getFullYear() + 1;

test('an admin enters next year’s fun run offline; after the sync the public page shows it and 2025 stays readable', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await apiLogin(request, USERS.admin);
  await loginInBrowser(page, USERS.admin);
  // One online visit: the list and the venues on the device, the shell in the worker's cache.
  await page.goto('/de/account/volkslauf/neu');
  await expect(page.getByTestId('funrun-form')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Start und Ziel' })).toContainText(
    'Sportplatz an der Aue',
  );
  await page.goto('/de/account/volkslauf');
  await expect(
    page.getByTestId('funruns-item').filter({ hasText: 'Volkslauf 2025' }),
  ).toBeVisible();
  await waitForServiceWorkerControl(page);

  await goOffline(context);
  await page.getByTestId('funruns-create').click();
  const form = page.getByTestId('funrun-form');
  // A new year starts from the last one's tracks, venue and rules.
  await expect(form.getByTestId('funrun-track')).toHaveCount(6);
  await form.getByRole('spinbutton', { name: /^Jahr/ }).fill(String(NEXT));
  await form.getByLabel(/^Datum des Laufs/).fill(`${NEXT}-06-27`);
  await form.getByLabel(/^Anmeldung bis/).fill(`${NEXT}-06-21`);
  await form.getByTestId('funrun-add-slot').click();
  await form.getByTestId('funrun-bib-pickups').getByLabel(/^Von/).fill('14:00');
  await form.getByTestId('funrun-bib-pickups').getByLabel(/^Bis/).fill('16:00');
  await form
    .getByTestId('funrun-bib-pickups')
    .getByLabel(/^Datum/)
    .fill(`${NEXT}-06-26`);
  await form.getByTestId('funrun-add-track').click();
  const track = form.getByTestId('funrun-track').last();
  await track.getByLabel(/^Name \(Deutsch\)/).fill('21,1 km Halbmarathon');
  await track.getByLabel(/^Name \(Englisch\)/).fill('Half marathon');
  await track.getByLabel(/^Länge in Metern/).fill('21100');
  await track.getByLabel(/^Startgeld/).fill('15,50');
  await track.getByLabel(/^Altersklasse/).fill('ab 18 Jahren');
  await page.getByTestId('funrun-save').click();
  await expect(
    page.getByTestId('flash-message').filter({ hasText: 'Offline gespeichert' }),
  ).toBeVisible();
  const card = page.getByTestId('funruns-item').filter({ hasText: `Volkslauf ${NEXT}` });
  await expect(card.getByTestId('funrun-unsynced')).toBeVisible();
  await expect(card).toContainText('7 Strecken · Sportplatz an der Aue');
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(card.getByTestId('funrun-unsynced')).toBeVisible();

  await goOnline(context);
  await expect.poll(async () => (await idbCounts(page)).outbox, { timeout: 45_000 }).toBe(0);
  await expect(card.getByTestId('funrun-unsynced')).toHaveCount(0);
  const runs = await getAs<Funrun[]>(request, admin, '/api/funruns');
  const mine = runs.find((run) => run.year === NEXT)!;
  expect(mine.tracks).toHaveLength(7);
  expect(mine.bib_pickups).toEqual([{ date: `${NEXT}-06-26`, from: '14:00', to: '16:00' }]);

  try {
    await page.goto('/de/volkslauf');
    await expect(page.getByRole('heading', { level: 1, name: `Volkslauf ${NEXT}` })).toBeVisible();
    await expect(page.getByTestId('funrun-status')).toHaveAttribute('data-phase', 'open');
    await expect(page.getByTestId('funrun-tracks').getByRole('listitem')).toHaveCount(7);
    await expect(page.getByTestId('funrun-tracks')).toContainText('ab 18 Jahren');
    await expect(page.getByTestId('funrun-fee').last()).toHaveText('Startgeld 15,50 €');
    await expect(page.getByTestId('funrun-register')).toBeVisible();
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((item) => item['@type'] === 'SportsEvent')!;
    expect(ld.startDate).toBe(`${NEXT}-06-27T09:30:00+02:00`);
    await page.getByTestId('funrun-years').getByRole('link', { name: 'Volkslauf 2025' }).click();
    await expect(page).toHaveURL(/\/de\/volkslauf\/2025$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Volkslauf 2025' })).toBeVisible();
    await expect(page.getByTestId('funrun-status')).toHaveAttribute('data-phase', 'over');
  } finally {
    // The other specs of this worker's server expect the demo's 2025 run alone.
    await request.delete(`/api/funruns/${mine._id}`, { headers: bearer(admin) });
  }
});
