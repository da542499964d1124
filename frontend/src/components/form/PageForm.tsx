import type { ComponentProps } from 'react';

/**
 * Marks a form whose submit buttons follow its fields' validity: the page's pre-paint script
 * enables them before the app runs as soon as the browser's own constraints hold (`required`,
 * `type="email"`, `pattern`) and every field marked with `matchesField` equals the one it names
 * (backend src/pages/pre-paint-script.ts, CHECK_ATTRIBUTE). The constraints must be at least as
 * strict as the form's own rules: the app does not take the button back when they are not.
 */
const CHECKED_FORM = { 'data-vh-check': '' } as const;

/** A field that must equal the field named `name` (a password typed twice); see CHECKED_FORM. */
export const matchesField = (name: string) => ({ 'data-vh-match': name }) as const;

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
