import { TextField } from '@/common/fields';

export class RejectDto {
  @TextField({ min: 3, max: 500, example: 'Bitte die Hallenzeit noch mit dem Hausmeister klären.' })
  reason: string;
}
