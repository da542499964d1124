import { Module } from '@nestjs/common';
import { BannersAdminController } from '@/banners/banners.admin.controller';
import { BannersPublicController } from '@/banners/banners.public.controller';
import { BannersRepository } from '@/banners/banners.repository';
import { BannersService } from '@/banners/banners.service';

@Module({
  controllers: [BannersAdminController, BannersPublicController],
  providers: [BannersRepository, BannersService],
})
export class BannersModule {}
