import { expect, type Locator, type Page } from '@playwright/test';

/** Types into the rich-text editor labelled `label` within `scope` (TipTap's textbox). */
export async function typeRichText(
  page: Page,
  scope: Locator | Page,
  label: RegExp,
  text: string,
): Promise<void> {
  await scope.getByRole('textbox', { name: label }).click();
  await page.keyboard.type(text);
}

export interface NewCourse {
  title: string;
  description: string;
  info: string;
  trial: string;
  genders: string[];
  category: string;
  ages: [number, number];
  location: string;
}

/**
 * Fills the course create dialog with every required field (the department stays as preset;
 * the first one for those who choose) and the first trainer offered.
 */
export async function fillNewCourse(page: Page, dialog: Locator, course: NewCourse) {
  const department = dialog.getByRole('combobox', { name: /^Abteilung/ });
  if ((await department.inputValue()) === '') await department.selectOption({ index: 1 });
  await dialog.getByRole('textbox', { name: /^Titel/ }).fill(course.title);
  await typeRichText(page, dialog, /^Beschreibung/, course.description);
  await dialog.getByRole('textbox', { name: /^Info/ }).fill(course.info);
  await typeRichText(page, dialog, /^Probetraining/, course.trial);
  for (const gender of course.genders) await dialog.getByRole('checkbox', { name: gender }).check();
  await dialog
    .getByRole('group', { name: 'Kategorien' })
    .getByRole('checkbox', { name: course.category })
    .check();
  await dialog.getByRole('spinbutton', { name: /^Alter von/ }).fill(String(course.ages[0]));
  await dialog.getByRole('spinbutton', { name: /^Alter bis/ }).fill(String(course.ages[1]));
  await dialog.getByRole('textbox', { name: /^Ort/ }).fill(course.location);
  await dialog.getByRole('group', { name: 'Trainer' }).getByRole('checkbox').first().check();
  await expect(
    dialog.getByRole('group', { name: 'Trainer' }).getByRole('checkbox').first(),
  ).toBeChecked();
}
