import { Module } from '@nestjs/common';
import { FilesModule } from '@/files/files.module';
import { LocationsAdminController } from '@/locations/locations.admin.controller';
import { LocationsPublicController } from '@/locations/locations.public.controller';
import { LocationsRepository } from '@/locations/locations.repository';
import { LocationsService } from '@/locations/locations.service';

@Module({
  imports: [FilesModule],
  controllers: [LocationsAdminController, LocationsPublicController],
  providers: [LocationsRepository, LocationsService],
})
export class LocationsModule {}
