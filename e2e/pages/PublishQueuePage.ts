import { expect, type Locator, type Page } from '@playwright/test';

/** `/:lang/account/veroeffentlichungen`: the admins' queue of publish requests. */
export class PublishQueuePage {
  readonly heading: Locator;
  readonly requests: Locator;
  readonly flash: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Veröffentlichungen' });
    this.requests = page.getByTestId('publish-request');
    this.flash = page.getByTestId('flash-message');
  }

  request(title: string): Locator {
    return this.requests.filter({ hasText: title });
  }

  async grant(title: string): Promise<void> {
    await this.request(title).getByTestId('publish-grant').click();
    await expect(this.request(title)).toHaveCount(0);
  }
}
