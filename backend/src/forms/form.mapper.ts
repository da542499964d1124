import type { FormEntry } from '@/forms/forms.catalog';
import type { FormDto } from '@/forms/dto/form.dto';

export function mapForm(entry: FormEntry): FormDto {
  return {
    title: entry.title,
    file: entry.file,
    url: `/forms/${entry.file}`,
    size: entry.size,
    group: entry.group,
  };
}
