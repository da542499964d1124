import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  CurrentUser,
  RequirePermission,
  type AuthedRequest,
} from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import { CLUB_CONFIG } from '@/app-config/club-config';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ApiImageUpload } from '@/files/api-image-upload.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { uuidParam } from '@/common/uuid-param';
import { UsersService } from '@/users/users.service';
import { UserDto } from '@/users/dto/user.dto';
import {
  CreateUserDto,
  FixEmailsResultDto,
  ToggleRoleDto,
  UpdateUserDto,
  UserListQueryDto,
  UserPageDto,
} from '@/users/dto/user-input.dto';

@ApiTags('users')
@ApiBearerAuth()
@Controller('api')
export class UsersAdminController {
  constructor(private readonly users: UsersService) {}

  @Get('users')
  @RequirePermission(Permission.UsersManage)
  @ApiEnvelope(UserPageDto)
  async list(@Query() query: UserListQueryDto): Promise<Envelope<UserPageDto>> {
    const page = await this.users.list(query);
    return ok(page.total ? 'Benutzer geladen.' : 'Keine Benutzer gefunden.', page);
  }

  @Post('users')
  @RequirePermission(Permission.UsersManage)
  @ApiWrite()
  @ApiEnvelope(UserDto, { status: 201 })
  async create(
    @Body() body: CreateUserDto,
    @CurrentUser() user: AuthUser,
    @Req() req: AuthedRequest,
  ): Promise<Envelope<UserDto>> {
    return ok(
      'Der Benutzer wurde angelegt und erhält eine E-Mail zum Festlegen des Passworts.',
      await this.users.create(body, { user, ip: req.ip }),
    );
  }

  @Put('users')
  @HttpCode(200)
  @RequirePermission(Permission.UsersManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(UserDto)
  async update(
    @Body() body: UpdateUserDto,
    @IfMatch() version: number,
    @CurrentUser() user: AuthUser,
    @Req() req: AuthedRequest,
  ): Promise<Envelope<UserDto>> {
    return ok(
      'Der Benutzer wurde gespeichert.',
      await this.users.update(body, version, { user, ip: req.ip }),
    );
  }

  @Delete('users/:id')
  @RequirePermission(Permission.UsersManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async remove(
    @Param('id', uuidParam) id: string,
    @CurrentUser() user: AuthUser,
    @Req() req: AuthedRequest,
  ): Promise<Envelope> {
    await this.users.remove(id, { user, ip: req.ip });
    return ok('Der Benutzer wurde gelöscht.');
  }

  /** Spec: GET /api/user/block/{id}; it changes state, so POST. Toggles. */
  @Post('user/block/:id')
  @HttpCode(200)
  @RequirePermission(Permission.UsersManage)
  @ApiWrite()
  @ApiEnvelope(UserDto)
  async block(
    @Param('id', uuidParam) id: string,
    @CurrentUser() user: AuthUser,
    @Req() req: AuthedRequest,
  ): Promise<Envelope<UserDto>> {
    const row = await this.users.toggleBlock(id, { user, ip: req.ip });
    return ok(row.blocked ? 'Der Benutzer wurde gesperrt.' : 'Der Benutzer wurde entsperrt.', row);
  }

  /** Spec: POST /api/tooggelUserRole (misspelled). Adds the role, or removes it if present. */
  @Post('toggleUserRole')
  @HttpCode(200)
  @RequirePermission(Permission.UsersManage)
  @ApiWrite()
  @ApiEnvelope(UserDto)
  async toggleRole(
    @Body() body: ToggleRoleDto,
    @CurrentUser() user: AuthUser,
    @Req() req: AuthedRequest,
  ): Promise<Envelope<UserDto>> {
    const row = await this.users.toggleRole(body._id, body.role, { user, ip: req.ip });
    // The role by its name ("Workshopleitung"), as the club's tags call it, never its key.
    const role = CLUB_CONFIG.tags.find((tag) => tag.id === body.role)?.name ?? body.role;
    return ok(
      row.roles.includes(body.role)
        ? `Die Rolle ${role} wurde vergeben.`
        : `Die Rolle ${role} wurde entzogen.`,
      row,
    );
  }

  /** Spec: GET /api/users/fixEmails; it changes data, so POST. */
  @Post('users/fixEmails')
  @HttpCode(200)
  @RequirePermission(Permission.UsersManage)
  @ApiWrite()
  @ApiEnvelope(FixEmailsResultDto)
  async fixEmails(): Promise<Envelope<FixEmailsResultDto>> {
    const result = await this.users.fixEmails();
    return ok(`${result.changed} E-Mail-Adressen wurden vereinheitlicht.`, result);
  }

  /** Spec: GET /api/resendToken/{id}; it sends a mail and voids the old link, so POST. */
  @Post('resendToken/:id')
  @HttpCode(200)
  @RequirePermission(Permission.UsersManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async resendToken(
    @Param('id', uuidParam) id: string,
    @CurrentUser() user: AuthUser,
    @Req() req: AuthedRequest,
  ): Promise<Envelope> {
    await this.users.resendVerification(id, { user, ip: req.ip });
    return ok('Die Bestätigungs-E-Mail wurde erneut versendet.');
  }

  /** Multipart with one JPEG or PNG file part: another user's profile image (the own: user/profileImage). */
  @Post('user/profileImage/:id')
  @HttpCode(200)
  @RequirePermission(Permission.UsersManage)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiImageUpload()
  @ApiWrite()
  @ApiEnvelope(UserDto)
  async uploadImage(
    @Param('id', uuidParam) id: string,
    @CurrentUser() user: AuthUser,
    @Req() req: AuthedRequest,
  ): Promise<Envelope<UserDto>> {
    return ok(
      'Das Profilbild wurde gespeichert.',
      await this.users.uploadUserImage(id, req, { user, ip: req.ip }),
    );
  }
}
