import { gotoReady } from '@/support/network';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@/support/api';

/** `/:lang/login`. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByTestId('login-email');
    this.password = page.getByTestId('login-password');
    this.submit = page.getByTestId('login-submit');
  }

  async goto(): Promise<void> {
    await gotoReady(this.page, '/de/login');
  }

  /** Logs in through the form and waits for the account area. */
  async login(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await expect(this.submit).toBeEnabled();
    await this.submit.click();
    await expect(this.page).toHaveURL(/\/de\/account(\/|$)/);
    await expect(this.page.getByTestId('account-drawer')).toBeVisible();
  }
}
