import type { PublicForm } from '@/api/publicQueries';
import { formatFileSize, groupForms } from '@/features/forms/groupForms';

const form = (file: string, group: PublicForm['group']): PublicForm => ({
  title: file,
  file,
  url: `/forms/${file}`,
  size: 1000,
  group,
  category: group === 'forms' ? 'form' : group === 'newspaper' ? 'newspaper' : 'statutes',
});

describe('groupForms', () => {
  it('puts the newspaper apart and lists forms before the club documents', () => {
    const grouped = groupForms([
      form('satzung.pdf', 'footer'),
      form('vereinszeitung.pdf', 'newspaper'),
      form('aufnahmeantrag.pdf', 'forms'),
      form('jugendordnung.pdf', 'footer'),
    ]);
    expect(grouped.newspaper.map((f) => f.file)).toEqual(['vereinszeitung.pdf']);
    expect(grouped.groups.map((g) => g.key)).toEqual(['forms', 'footer']);
    expect(grouped.groups[1]?.forms.map((f) => f.file)).toEqual([
      'satzung.pdf',
      'jugendordnung.pdf',
    ]);
  });

  it('leaves out empty groups', () => {
    const grouped = groupForms([form('satzung.pdf', 'footer')]);
    expect(grouped.newspaper).toEqual([]);
    expect(grouped.groups.map((g) => g.key)).toEqual(['footer']);
  });
});

describe('formatFileSize', () => {
  it('prints bytes, kilobytes and megabytes in the page language', () => {
    expect(formatFileSize(512, 'de')).toBe('512 B');
    expect(formatFileSize(48213, 'de')).toBe('48 KB');
    expect(formatFileSize(1_250_000, 'de')).toBe('1,3 MB');
    expect(formatFileSize(1_250_000, 'en')).toBe('1.3 MB');
  });
});
