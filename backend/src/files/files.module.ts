import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { FILE_STORAGE } from '@/files/file-storage';
import { uploadStorage } from '@/files/storages';
import { FilesPublicController } from '@/files/files.public.controller';
import { FilesService } from '@/files/files.service';
import { ImageUploadService } from '@/files/image-upload.service';
import { EntityImageService } from '@/files/entity-image.service';
import { ImageColumnRepository } from '@/files/image-column.repository';

/**
 * Uploads: the one image pipeline (ImageUploadService), the one "set an entity's image" step
 * (EntityImageService) and GET /uploads/{name}.
 */
@Module({
  controllers: [FilesPublicController],
  providers: [
    {
      provide: FILE_STORAGE,
      useFactory: (config: AppConfig) => uploadStorage(config),
      inject: [APP_CONFIG],
    },
    FilesService,
    ImageUploadService,
    ImageColumnRepository,
    EntityImageService,
  ],
  exports: [FILE_STORAGE, ImageUploadService, EntityImageService],
})
export class FilesModule {}
