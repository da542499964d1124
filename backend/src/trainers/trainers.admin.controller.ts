import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { TrainerDto } from '@/courses/dto/course.dto';
import { TrainersService } from '@/trainers/trainers.service';
import { CreateTrainerDto } from '@/trainers/dto/create-trainer.dto';

@ApiTags('courses')
@ApiBearerAuth()
@Controller('api')
export class TrainersAdminController {
  constructor(private readonly trainers: TrainersService) {}

  @Post('trainer')
  @RequirePermission(Permission.TrainersCreate)
  @ApiWrite()
  @ApiEnvelope(TrainerDto, { status: 201 })
  async create(
    @Body() body: CreateTrainerDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Envelope<TrainerDto>> {
    return ok('Die Übungsleitung wurde angelegt.', await this.trainers.create(body, user));
  }
}
