import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { PublicCache } from '@/common/public-cache';
import { DocumentsService, PUBLIC_FORMS_KEY } from '@/documents/documents.service';
import { FormDto } from '@/documents/dto/document.dto';

/**
 * A replaced PDF keeps its address, so a cached copy must be checked every time (the ETag makes
 * that a 304 while it is the same file).
 */
const PDF_CACHE = 'public, no-cache';

@ApiTags('public')
@Controller()
export class DocumentsPublicController {
  constructor(
    private readonly documents: DocumentsService,
    private readonly cache: PublicCache,
  ) {}

  /** Footer documents, forms and the club newspaper, in category order, then the club's order. */
  @Get('public/forms')
  @Public()
  @ApiEnvelope(FormDto, { isArray: true })
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(req, reply, PUBLIC_FORMS_KEY, () => this.documents.publicList());
  }

  /**
   * The PDF, as a download: no browser viewer runs it in the site's origin (and the sandbox CSP
   * keeps a browser that shows it anyway from running anything); uploads with active content are
   * refused in the first place (pdf-check.ts).
   */
  @Get('forms/:file')
  @Public()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  async download(
    @Param('file') file: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pdf = await this.documents.download(file);
    void reply
      .header('etag', pdf.etag)
      .header('cache-control', PDF_CACHE)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'");
    if (req.headers['if-none-match'] === pdf.etag) {
      pdf.stream.destroy();
      await reply.status(304).send();
      return;
    }
    await reply
      .header('content-type', 'application/pdf')
      .header('content-length', pdf.size)
      .header('content-disposition', `attachment; filename="${pdf.file}"`)
      .send(pdf.stream);
  }
}
