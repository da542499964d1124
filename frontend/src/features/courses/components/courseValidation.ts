import type { CategoryKey, Gender, SocialMedia } from '@/api/types';

export interface CourseFormValues {
  title: string;
  description: string;
  info: string;
  trial_training: string;
  genders: Gender[];
  categories: CategoryKey[];
  age_from: string;
  age_to: string;
  members: string;
  location: string;
  website: string;
  social_media: SocialMedia;
}

export type CourseFieldErrors = Partial<Record<keyof CourseFormValues, string>>;

const TEXTS = ['title', 'description', 'info', 'trial_training', 'location'] as const;

function intOrNull(value: string): number | null {
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * Mirrors the server (spec section 5): all fields required except social media and website,
 * texts at least 3 characters, ages 0–120 with from ≤ to. Values are i18n keys.
 */
export function validateCourse(v: CourseFormValues): CourseFieldErrors {
  const errors: CourseFieldErrors = {};
  for (const field of TEXTS) {
    const text = v[field].trim();
    if (!text) errors[field] = 'validation.required';
    else if (text.length < 3) errors[field] = 'validation.min3';
  }
  if (v.genders.length === 0) errors.genders = 'validation.required';
  if (v.categories.length === 0) errors.categories = 'validation.required';
  const from = intOrNull(v.age_from);
  const to = intOrNull(v.age_to);
  if (from === null || from > 120) errors.age_from = 'validation.age';
  if (to === null || to > 120) errors.age_to = 'validation.age';
  if (from !== null && to !== null && !errors.age_from && !errors.age_to && from > to) {
    errors.age_to = 'validation.ageOrder';
  }
  if (intOrNull(v.members) === null) errors.members = 'validation.members';
  if (v.website.trim() && !/^https?:\/\/\S+\.\S+/.test(v.website.trim()))
    errors.website = 'validation.url';
  return errors;
}
