import { z } from 'zod';
import type { SessionUser } from '@/api/types';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/features/password';

/**
 * The server's rules for the own profile (backend ProfileDto): names of 2 to 80 characters (a
 * two-letter surname such as "Li" is a name, so not the three of free texts), a phone number of
 * digits, spaces and + ( ) / -, at most 40 characters, or none.
 */
export const PROFILE_LIMITS = { name: 80, phone: 40 } as const;

const name = z
  .string()
  .trim()
  .min(1, 'form:required')
  .min(2, 'form:min2')
  .max(PROFILE_LIMITS.name, 'form:tooLong');

export const profileSchema = z.object({
  firstname: name,
  lastname: name,
  phone: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.phone, 'form:tooLong')
    .regex(/^[+0-9 ()/-]*$/, 'profile:validation.phone'),
});
export type ProfileFormValues = z.input<typeof profileSchema>;

export function profileValues(user: Pick<SessionUser, 'firstname' | 'lastname' | 'phone'>) {
  return { firstname: user.firstname, lastname: user.lastname, phone: user.phone ?? '' };
}

/**
 * The backend's password rule (ChangePasswordDto, as the set-password form of features/password):
 * 8 to 200 characters, typed twice.
 */
export const passwordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'profile:validation.passwordRequired')
      .max(PASSWORD_MAX, 'profile:validation.passwordTooLong'),
    newPassword: z
      .string()
      .min(1, 'profile:validation.passwordRequired')
      .min(PASSWORD_MIN, 'profile:validation.passwordTooShort')
      .max(PASSWORD_MAX, 'profile:validation.passwordTooLong'),
    confirm: z.string().min(1, 'profile:validation.confirmRequired'),
  })
  .refine((values) => values.confirm === values.newPassword, {
    path: ['confirm'],
    message: 'profile:validation.mismatch',
  });
export type PasswordFormValues = z.input<typeof passwordSchema>;

export const EMPTY_PASSWORDS: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirm: '',
};
