import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { DepartmentsService } from '@/departments/departments.service';
import { PUBLIC_DEPARTMENT_PREFIX, PUBLIC_DEPARTMENTS_KEY } from '@/departments/department-cache';
import { PublicDepartmentDetailDto, PublicDepartmentDto } from '@/departments/dto/department.dto';

@ApiTags('public')
@Controller('public')
export class DepartmentsPublicController {
  constructor(
    private readonly departments: DepartmentsService,
    private readonly cache: PublicCache,
  ) {}

  /** Public departments, sorted by title; served from the byte cache with an ETag. */
  @Get('departments')
  @Public()
  @ApiEnvelope(PublicDepartmentDto, { isArray: true })
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, PUBLIC_DEPARTMENTS_KEY, () => this.departments.publicList());
  }

  /** One public department by name with its published courses and their times; cached per name. */
  @Get('department/:name')
  @Public()
  @ApiEnvelope(PublicDepartmentDetailDto)
  async detail(
    @Param('name') name: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // Only found departments are cached, so unknown names cannot fill the cache.
    await this.cache.send(req, reply, `${PUBLIC_DEPARTMENT_PREFIX}${name.toLowerCase()}`, () =>
      this.departments.publicDetail(name),
    );
  }
}
