import { Module } from '@nestjs/common';
import { TextsAdminController, TextsPublicController } from '@/texts/texts.controllers';
import { TextsRepository } from '@/texts/texts.repository';
import { TextsService } from '@/texts/texts.service';

/** The club's own texts: legal pages, FSJ, the home page's teaser and contact intro. */
@Module({
  controllers: [TextsPublicController, TextsAdminController],
  providers: [TextsRepository, TextsService],
  exports: [TextsService, TextsRepository],
})
export class TextsModule {}
