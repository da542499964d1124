import { Module } from '@nestjs/common';
import { ConfigPublicController } from '@/app-config/config.public.controller';

@Module({ controllers: [ConfigPublicController] })
export class AppConfigModule {}
