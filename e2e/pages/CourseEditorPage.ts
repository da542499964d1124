import { expect, type Locator, type Page } from '@playwright/test';
import type { Weekday } from '@/support/api';

export interface SlotLabel {
  day: Weekday;
  start: string;
  end: string;
}

/** `/:lang/account/angebot/:id`: the course editor with its training times. */
export class CourseEditorPage {
  readonly heading: Locator;
  readonly timeSlotEditor: Locator;
  readonly timeSlotRows: Locator;
  readonly publish: Locator;
  readonly pending: Locator;
  readonly syncIndicator: Locator;
  readonly flash: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.timeSlotEditor = page.getByTestId('time-slot-editor');
    this.timeSlotRows = page.getByTestId('time-slot-row');
    this.publish = page.getByTestId('course-publish');
    this.pending = page.getByTestId('course-pending');
    this.syncIndicator = page.getByTestId('sync-indicator');
    this.flash = page.getByTestId('flash-message');
  }

  static label({ day, start, end }: SlotLabel): string {
    return `${day} ${start}–${end}`;
  }

  /** The row of one training time, e.g. "Montag 16:00–17:30". */
  slotRow(slot: SlotLabel): Locator {
    return this.timeSlotRows.filter({ hasText: CourseEditorPage.label(slot) });
  }

  /** Opens the slot's dialog, changes start and end, and saves. */
  async editTimeSlot(slot: SlotLabel, next: { start: string; end: string }): Promise<void> {
    await this.page
      .getByRole('button', { name: `Zeit bearbeiten: ${CourseEditorPage.label(slot)}` })
      .click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByLabel('Wochentag')).toHaveValue(slot.day);
    await dialog.getByLabel('Beginn (HH:mm)').fill(next.start);
    await dialog.getByLabel('Ende (HH:mm)').fill(next.end);
    await dialog.getByTestId('time-slot-save').click();
    await expect(dialog).toBeHidden();
  }

  async expectUnsynced(count: number, online: boolean): Promise<void> {
    await expect(this.syncIndicator).toHaveAttribute('data-count', String(count));
    await expect(this.syncIndicator).toHaveAttribute('data-online', String(online));
  }

  async requestPublication(): Promise<void> {
    await expect(this.publish).toHaveText('Veröffentlichung anfragen');
    await this.publish.click();
    await expect(this.pending).toBeVisible();
  }
}
