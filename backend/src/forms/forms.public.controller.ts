import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { FormsService, PUBLIC_FORMS_KEY } from '@/forms/forms.service';
import { FormDto } from '@/forms/dto/form.dto';

/** PDFs may be replaced under the same name: a day of caching, then revalidation by ETag. */
const PDF_CACHE = 'public, max-age=86400';

@ApiTags('public')
@Controller()
export class FormsPublicController {
  constructor(
    private readonly forms: FormsService,
    private readonly cache: PublicCache,
  ) {}

  /** Footer documents, forms and the club newspaper, each with title, file, size and group. */
  @Get('public/forms')
  @Public()
  @ApiEnvelope(FormDto, { isArray: true })
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, PUBLIC_FORMS_KEY, () => this.forms.list());
  }

  @Get('forms/:file')
  @Public()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  async download(
    @Param('file') file: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pdf = await this.forms.download(file);
    void reply
      .header('etag', pdf.etag)
      .header('cache-control', PDF_CACHE)
      .header('x-content-type-options', 'nosniff');
    if (req.headers['if-none-match'] === pdf.etag) {
      pdf.stream.destroy();
      await reply.status(304).send();
      return;
    }
    await reply
      .header('content-type', 'application/pdf')
      .header('content-length', pdf.size)
      .header('content-disposition', `inline; filename="${pdf.file}"`)
      .send(pdf.stream);
  }
}
