import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { UsersService } from '@/users/users.service';
import { PUBLIC_USERS_KEY } from '@/users/user-cache';
import { PublicUserDto } from '@/users/dto/user-input.dto';

@ApiTags('public')
@Controller('public')
export class UsersPublicController {
  constructor(
    private readonly users: UsersService,
    private readonly cache: PublicCache,
  ) {}

  /** Contact people (admins, department heads): name, photo and department only. */
  @Get('users')
  @Public()
  @ApiEnvelope(PublicUserDto, { isArray: true })
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, PUBLIC_USERS_KEY, () => this.users.publicList());
  }
}
