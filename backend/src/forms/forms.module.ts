import { Module } from '@nestjs/common';
import { FormsCatalog } from '@/forms/forms.catalog';
import { FormsPublicController } from '@/forms/forms.public.controller';
import { FormsService } from '@/forms/forms.service';

/** Forms and downloads (spec section 2): PDFs from config.formsDir, listed by its manifest.json. */
@Module({
  controllers: [FormsPublicController],
  providers: [FormsCatalog, FormsService],
})
export class FormsModule {}
