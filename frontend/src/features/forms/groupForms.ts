import type { PublicForm } from '@/api/publicQueries';

export type FormGroupKey = PublicForm['group'];

/** Display order of the groups below the newspaper: forms to fill in, then the club's rules. */
export const LIST_GROUPS: readonly Exclude<FormGroupKey, 'newspaper'>[] = ['forms', 'footer'];

export interface GroupedForms {
  /** The club newspaper, shown prominently (the newest first if there are several). */
  newspaper: PublicForm[];
  groups: { key: Exclude<FormGroupKey, 'newspaper'>; forms: PublicForm[] }[];
}

/** Groups the forms by manifest group, keeping the manifest's order inside a group. */
export function groupForms(forms: readonly PublicForm[]): GroupedForms {
  return {
    newspaper: forms.filter((f) => f.group === 'newspaper'),
    groups: LIST_GROUPS.map((key) => ({ key, forms: forms.filter((f) => f.group === key) })).filter(
      (g) => g.forms.length > 0,
    ),
  };
}

/** "48 KB", "1,2 MB" (language-aware, decimal units as file managers show them). */
export function formatFileSize(bytes: number, lang: string): string {
  const locale = lang === 'de' ? 'de-DE' : 'en-GB';
  if (bytes < 1000) return `${new Intl.NumberFormat(locale).format(bytes)} B`;
  if (bytes < 1_000_000) {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(bytes / 1000)} KB`;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;
}
