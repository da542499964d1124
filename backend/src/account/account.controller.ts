import { Body, Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  CurrentUser,
  Public,
  RequirePermission,
  type AuthedRequest,
} from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { LimitPublicWrite } from '@/common/rate-limit';
import { AccountService } from '@/account/account.service';
import {
  ChangePasswordDto,
  ForgotPasswordDto,
  ResetPasswordDto,
  VerifyAccountDto,
} from '@/account/dto/account.dto';
import { UsersService } from '@/users/users.service';
import { UserDto } from '@/users/dto/user.dto';
import { ApiImageUpload } from '@/files/api-image-upload.decorator';
import { ProfileDto } from '@/users/dto/user-input.dto';

@ApiTags('session')
@Controller('api')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly users: UsersService,
  ) {}

  @Post('forgotPassword')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiEnvelope(null)
  async forgotPassword(
    @Body() body: ForgotPasswordDto,
    @Req() req: AuthedRequest,
  ): Promise<Envelope> {
    await this.account.forgotPassword(body.email, body.recaptchaToken, req.ip);
    return ok(
      'Wenn die E-Mail-Adresse bei uns bekannt ist, haben wir dir einen Link zum Zurücksetzen geschickt.',
    );
  }

  @Post('resetPassword')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiEnvelope(null)
  async resetPassword(
    @Body() body: ResetPasswordDto,
    @Req() req: AuthedRequest,
  ): Promise<Envelope> {
    await this.account.resetPassword(body.token, body.password, req.ip);
    return ok('Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.');
  }

  @Post('verifyAccount')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiEnvelope(null)
  async verifyAccount(
    @Body() body: VerifyAccountDto,
    @Req() req: AuthedRequest,
  ): Promise<Envelope> {
    await this.account.verifyAccount(body.token, body.password, req.ip);
    return ok('Dein Konto ist bestätigt. Du kannst dich jetzt anmelden.');
  }

  /** Multipart with one JPEG or PNG file part: the logged-in user's own profile image. */
  @Post('user/profileImage')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermission(Permission.Session)
  @ApiImageUpload()
  @ApiWrite()
  @ApiEnvelope(UserDto)
  async uploadProfileImage(
    @Req() request: FastifyRequest,
    @CurrentUser() user: AuthUser,
  ): Promise<Envelope<UserDto>> {
    return ok(
      'Dein Profilbild wurde gespeichert.',
      await this.users.uploadProfileImage(user, request),
    );
  }

  @Put('profile')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermission(Permission.Session)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(UserDto)
  async updateProfile(
    @Body() body: ProfileDto,
    @IfMatch() version: number,
    @CurrentUser() user: AuthUser,
  ): Promise<Envelope<UserDto>> {
    return ok(
      'Dein Profil wurde gespeichert.',
      await this.users.updateProfile(user, body, version),
    );
  }

  @Post('changePassword')
  @HttpCode(200)
  @ApiBearerAuth()
  @RequirePermission(Permission.Session)
  @ApiWrite()
  @ApiEnvelope(null)
  async changePassword(
    @Body() body: ChangePasswordDto,
    @CurrentUser() user: AuthUser,
    @Req() req: AuthedRequest,
  ): Promise<Envelope> {
    await this.account.changePassword(user, body.currentPassword, body.newPassword, req.ip);
    return ok('Dein Passwort wurde geändert. Bitte melde dich mit dem neuen Passwort an.');
  }
}
