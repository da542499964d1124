import type { TrainerDto } from '@/courses/dto/course.dto';
import type { TrainerRow } from '@/trainers/trainers.repository';

/** The same shape GET /api/trainers lists. */
export function mapTrainer(row: TrainerRow): TrainerDto {
  return { _id: row.id, name: `${row.firstname} ${row.lastname}`.trim(), email: row.email };
}
