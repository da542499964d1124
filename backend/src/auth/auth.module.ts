import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { AuthController } from '@/auth/auth.controller';
import { AuthService } from '@/auth/auth.service';
import { SessionsRepository } from '@/auth/sessions.repository';
import { LoginLimiter } from '@/auth/login-limiter';
import { BotCheckService } from '@/auth/bot-check.service';
import { RefreshCookie } from '@/auth/refresh-cookie';
import { AccessGuard } from '@/auth/guards/access.guard';
import { JwtStrategy } from '@/auth/jwt.strategy';
import { UsersModule } from '@/users/users.module';

@Module({
  imports: [
    UsersModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionsRepository,
    LoginLimiter,
    BotCheckService,
    RefreshCookie,
    JwtStrategy,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AuthService, RefreshCookie],
})
export class AuthModule {}
