import type { ComponentProps } from 'react';
import { CHECKED_FORM } from '@/components/earlyInput';

export type PageFormProps = ComponentProps<'form'> & {
  /**
   * The submit buttons follow the fields' validity before the app runs (CHECKED_FORM); not with
   * a condition the browser cannot check (a bot check's token, a disabled form).
   */
  checked?: boolean;
};

/**
 * The form of a public page: it posts (nothing typed ever goes into an address, also when the
 * browser sends it without the app) and validates in the app (`noValidate`).
 */
export function PageForm({ checked = false, ...props }: PageFormProps) {
  return <form method="post" noValidate {...(checked ? CHECKED_FORM : {})} {...props} />;
}
