import { Module } from '@nestjs/common';
import { LocationsAdminController } from '@/locations/locations.admin.controller';
import { LocationsPublicController } from '@/locations/locations.public.controller';
import { LocationsRepository } from '@/locations/locations.repository';
import { LocationsService } from '@/locations/locations.service';

@Module({
  controllers: [LocationsAdminController, LocationsPublicController],
  providers: [LocationsRepository, LocationsService],
})
export class LocationsModule {}
