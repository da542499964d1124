import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { FilesService } from '@/files/files.service';

/** Uploaded images; names are UUIDs, so a file never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

@ApiTags('public')
@Controller('uploads')
export class FilesPublicController {
  constructor(private readonly files: FilesService) {}

  @Get(':name')
  @Public()
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ description: 'The image', schema: { type: 'string', format: 'binary' } })
  async get(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.files.open(name);
    await reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  }
}
