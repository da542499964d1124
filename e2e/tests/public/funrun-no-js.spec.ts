import { expect } from '@playwright/test';
import { test } from '@/support/test';

test.use({ javaScriptEnabled: false });

test('the fun run pages are complete without JavaScript, an earlier year by its address', async ({
  page,
}) => {
  await page.goto('/de/volkslauf');
  await expect(page.getByRole('heading', { level: 1, name: 'Volkslauf 2025' })).toBeVisible();
  await expect(page.getByTestId('funrun-tracks').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByTestId('funrun-dates')).toContainText('bis Montag, 23.06.2025');
  await expect(page.getByTestId('funrun-venue-text')).toContainText('Sportplatz an der Aue');
  expect(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).some((text) =>
      text.includes('"SportsEvent"'),
    ),
  ).toBe(true);

  await page.goto('/en/volkslauf/2025');
  await expect(page.getByRole('heading', { level: 1, name: 'Fun run 2025' })).toBeVisible();
  await expect(page.getByTestId('funrun-status')).toContainText(
    'The 2025 fun run on 29.06.2025 is over',
  );
  await expect(page.getByRole('link', { name: 'To the current fun run' })).toHaveAttribute(
    'href',
    '/en/volkslauf',
  );

  const missing = await page.goto('/de/volkslauf/1999');
  expect(missing?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Diesen Volkslauf gibt es nicht' }),
  ).toBeVisible();
});
