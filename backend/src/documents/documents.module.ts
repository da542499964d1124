import { Module } from '@nestjs/common';
import { FilesModule } from '@/files/files.module';
import { DocumentsAdminController } from '@/documents/documents.admin.controller';
import { DocumentsPublicController } from '@/documents/documents.public.controller';
import { DocumentsRepository } from '@/documents/documents.repository';
import { DocumentsService } from '@/documents/documents.service';
import { PdfUpload } from '@/documents/pdf-upload';

/**
 * The club's documents (spec section 2): PDFs with title and category in the `documents` table,
 * their files in the uploads' storage (local or S3, so in the backup), served at /forms/{slug}.
 */
@Module({
  imports: [FilesModule],
  controllers: [DocumentsPublicController, DocumentsAdminController],
  providers: [DocumentsRepository, DocumentsService, PdfUpload],
})
export class DocumentsModule {}
