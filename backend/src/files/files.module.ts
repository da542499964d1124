import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { FILE_STORAGE } from '@/files/file-storage';
import { LocalFileStorage } from '@/files/local-file-storage';
import { FilesPublicController } from '@/files/files.public.controller';
import { FilesService } from '@/files/files.service';
import { ImageUploadService } from '@/files/image-upload.service';

/** Uploads: the one image pipeline (ImageUploadService) and GET /uploads/{name}. */
@Module({
  controllers: [FilesPublicController],
  providers: [
    {
      provide: FILE_STORAGE,
      useFactory: (config: AppConfig) => new LocalFileStorage(config.uploadDir),
      inject: [APP_CONFIG],
    },
    FilesService,
    ImageUploadService,
  ],
  exports: [FILE_STORAGE, ImageUploadService],
})
export class FilesModule {}
