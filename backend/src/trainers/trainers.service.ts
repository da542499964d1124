import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@/auth/auth-user';
import { AuditService } from '@/audit/audit.service';
import { AppError, ErrorCode } from '@/common/app-error';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '@/common/pg-error';
import { stripTags } from '@/common/sanitize';
import type { TrainerDto } from '@/courses/dto/course.dto';
import { TrainersRepository } from '@/trainers/trainers.repository';
import { mapTrainer } from '@/trainers/trainer.mapper';
import { assertMayLinkUser } from '@/trainers/trainers.policy';
import type { CreateTrainerDto } from '@/trainers/dto/create-trainer.dto';

@Injectable()
export class TrainersService {
  constructor(
    private readonly repo: TrainersRepository,
    private readonly audit: AuditService,
  ) {}

  async create(dto: CreateTrainerDto, actor: AuthUser): Promise<TrainerDto> {
    assertMayLinkUser(actor, dto.user);
    const row = await this.repo
      .insert({
        firstname: stripTags(dto.firstname),
        lastname: stripTags(dto.lastname),
        email: dto.email?.trim().toLowerCase() || null,
        phone: dto.phone?.trim() || null,
        userId: dto.user ?? null,
      })
      .catch((error: unknown) => {
        const code = pgErrorCode(error);
        if (code === PG_FOREIGN_KEY_VIOLATION)
          throw AppError.notFound('Der Benutzer wurde nicht gefunden.');
        if (code === PG_UNIQUE_VIOLATION) {
          throw new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
            details: { user: 'Dieser Benutzer ist schon mit einer Übungsleitung verknüpft.' },
          });
        }
        throw error;
      });
    await this.audit.record({
      action: 'trainer.created',
      actor,
      entityType: 'trainer',
      entityId: row.id,
      details: { name: `${row.firstname} ${row.lastname}`, userId: row.userId },
    });
    return mapTrainer(row);
  }
}
