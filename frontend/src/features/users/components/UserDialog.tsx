import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Role } from '@/api/types';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { FormCheckboxGroup, FormSelect } from '@/components/form/FormChoiceFields';
import { FormTextField } from '@/components/form/FormTextField';
import { useEntityForm } from '@/components/form/useEntityForm';
import { useDepartmentChoices, type CreateUser } from '@/features/users/api/useUsers';
import { ROLES } from '@/features/users/components/UserCard';
import '@/features/users/strings';

/** The limits of `CreateUserDto` (names 2–80, e-mail ≤ 254, phone ≤ 40 of digits and + ( ) / -). */
const name = z.string().trim().min(1, 'form:required').min(2, 'form:min2').max(80, 'form:tooLong');

export const userSchema = z
  .object({
    firstname: name,
    lastname: name,
    email: z
      .string()
      .trim()
      .min(1, 'form:required')
      .max(254, 'form:email')
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'form:email'),
    phone: z
      .string()
      .trim()
      .max(40, 'form:tooLong')
      .regex(/^[+0-9 ()/-]*$/, 'form:phone'),
    roles: z
      .array(z.enum(['owner', 'admin', 'department', 'workshop', 'course']))
      .min(1, 'form:chooseOne'),
    department: z.string(),
  })
  .refine((v) => !v.roles.includes('department') || v.department !== '', {
    path: ['department'],
    message: 'form:required',
  });
export type UserValues = z.output<typeof userSchema>;

export function createBody(values: UserValues): CreateUser {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    ...(values.phone ? { phone: values.phone } : {}),
    roles: values.roles,
    ...(values.roles.includes('department') && values.department
      ? { department: values.department }
      : {}),
  };
}

export interface UserDialogProps {
  /** Only an owner gives the owner role: the box is not offered to others. */
  mayGiveOwner: boolean;
  online: boolean;
  /** Creates the user; rejects with the server's error (its field details land on the fields). */
  onSave(values: UserValues): Promise<void>;
  onClose(): void;
}

/** Add a user: name, e-mail, phone, roles (and the department of a department account). */
export function UserDialog({ mayGiveOwner, online, onSave, onClose }: UserDialogProps) {
  const { t } = useTranslation(['users', 'account']);
  const form = useEntityForm(userSchema, {
    mode: 'onChange',
    defaultValues: { firstname: '', lastname: '', email: '', phone: '', roles: [], department: '' },
  });
  const roles = form.watch('roles');
  const needsDepartment = roles.includes('department');
  const departments = useDepartmentChoices(needsDepartment);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      form.showServerError(error);
    }
  });
  const { isValid, isSubmitting } = form.formState;
  return (
    <FormDialog
      title={t('users.create')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={t('account:common.create')}
      cancelLabel={t('account:common.cancel')}
      submitDisabled={!online || !isValid || isSubmitting}
      testIds={{ form: 'user-form', submit: 'user-save' }}
    >
      <Text>{t('form.inviteHint')}</Text>
      <FormTextField
        control={form.control}
        name="firstname"
        label={t('form.firstname')}
        required
        maxLength={80}
      />
      <FormTextField
        control={form.control}
        name="lastname"
        label={t('form.lastname')}
        required
        maxLength={80}
      />
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label={t('form.email')}
        required
      />
      <FormTextField control={form.control} name="phone" type="tel" label={t('form.phone')} />
      <FormCheckboxGroup
        control={form.control}
        name="roles"
        label={t('form.roles')}
        required
        choices={ROLES.filter((role: Role) => role !== 'owner' || mayGiveOwner).map((role) => ({
          value: role,
          label: t(`role.${role}`),
        }))}
      />
      {needsDepartment && (
        <FormSelect
          control={form.control}
          name="department"
          label={t('form.department')}
          required
          problem={departments.isError ? t('form.departmentsFailed') : undefined}
          choices={(departments.data ?? []).map((d) => ({ value: d._id, label: d.title }))}
        />
      )}
    </FormDialog>
  );
}
