import { z } from 'zod';
import type { ClubTextEntry, TextInput } from '@/features/texts/api/useTexts';

/** The longest text a language may hold (UpdateTextDto). */
export const TEXT_MAX_LENGTH = 100_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const html = z.string().max(TEXT_MAX_LENGTH, 'form:tooLong');

export const textSchema = z.object({
  de: html,
  en: html,
  applications_from: z
    .string()
    .refine((value) => value === '' || DAY.test(value), 'texts:invalidDate'),
});
export type TextFormValues = z.infer<typeof textSchema>;

export const textValues = (text: ClubTextEntry): TextFormValues => ({
  de: text.de,
  en: text.en ?? '',
  applications_from: text.applications_from ?? '',
});

/** The body of PUT /api/texts/{key}: an empty English text or date is none. */
export const textBody = (values: TextFormValues): TextInput => ({
  de: values.de,
  en: values.en || null,
  applications_from: values.applications_from || null,
});
