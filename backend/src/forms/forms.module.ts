import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { FORM_STORAGE } from '@/files/file-storage';
import { formStorage } from '@/files/storages';
import { FormsCatalog } from '@/forms/forms.catalog';
import { FormsPublicController } from '@/forms/forms.public.controller';
import { FormsService } from '@/forms/forms.service';

/**
 * Forms and downloads (spec section 2): PDFs in the form storage (FORMS_DIR, or the bucket's
 * forms/ with STORAGE_DRIVER=s3), listed by its manifest.json.
 */
@Module({
  controllers: [FormsPublicController],
  providers: [
    {
      provide: FORM_STORAGE,
      useFactory: (config: AppConfig) => formStorage(config),
      inject: [APP_CONFIG],
    },
    FormsCatalog,
    FormsService,
  ],
})
export class FormsModule {}
