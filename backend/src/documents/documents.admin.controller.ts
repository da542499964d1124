import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import type { AuthUser } from '@/auth/auth-user';
import { Permission } from '@/auth/permissions';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { NoQuery, type NoQueryParams } from '@/common/no-query';
import { uuidParam } from '@/common/uuid-param';
import { DOCUMENT_CATEGORIES } from '@/db/schema';
import { DocumentsService } from '@/documents/documents.service';
import { DocumentDto, DocumentFieldsDto, MoveDocumentDto } from '@/documents/dto/document.dto';

const PDF_PART = { type: 'string', format: 'binary', description: 'PDF, ohne aktive Inhalte' };

/** The back office's "Dokumente": the club's own content, so the club's permission. */
@ApiTags('documents')
@ApiBearerAuth()
@Controller('api')
export class DocumentsAdminController {
  constructor(private readonly documents: DocumentsService) {}

  @Get('documents')
  @RequirePermission(Permission.ClubManage)
  @ApiEnvelope(DocumentDto, { isArray: true })
  async list(@NoQuery() _query: NoQueryParams): Promise<Envelope<DocumentDto[]>> {
    const rows = await this.documents.list();
    return ok(rows.length ? 'Dokumente geladen.' : 'Noch keine Dokumente vorhanden.', rows);
  }

  /** Multipart: `title`, `category` and one PDF part `file`. */
  @Post('documents')
  @RequirePermission(Permission.ClubManage)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['title', 'category', 'file'],
      properties: {
        title: { type: 'string', minLength: 2, maxLength: 120 },
        category: { type: 'string', enum: [...DOCUMENT_CATEGORIES] },
        file: PDF_PART,
      },
    },
  })
  @ApiWrite()
  @ApiEnvelope(DocumentDto, { status: 201 })
  async create(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<Envelope<DocumentDto>> {
    return ok('Das Dokument wurde hochgeladen.', await this.documents.create(user, request));
  }

  @Put('documents/:id')
  @RequirePermission(Permission.ClubManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(DocumentDto)
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() body: DocumentFieldsDto,
    @IfMatch() version: number,
  ): Promise<Envelope<DocumentDto>> {
    return ok(
      'Das Dokument wurde gespeichert.',
      await this.documents.update(user, id, body, version),
    );
  }

  /** Multipart with one PDF part `file`: the same address, a new file. */
  @Post('documents/:id/file')
  @HttpCode(200)
  @RequirePermission(Permission.ClubManage)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: PDF_PART } } })
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(DocumentDto)
  async replace(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Req() request: FastifyRequest,
    @IfMatch() version: number,
  ): Promise<Envelope<DocumentDto>> {
    return ok(
      'Die Datei wurde ersetzt; die Adresse bleibt dieselbe.',
      await this.documents.replace(user, id, request, version),
    );
  }

  /** One place up or down inside its category; answers the whole list in its new order. */
  @Post('documents/:id/move')
  @HttpCode(200)
  @RequirePermission(Permission.ClubManage)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(DocumentDto, { isArray: true })
  async move(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
    @Body() body: MoveDocumentDto,
    @IfMatch() version: number,
  ): Promise<Envelope<DocumentDto[]>> {
    return ok(
      'Die Reihenfolge wurde gespeichert.',
      await this.documents.move(user, id, body.direction, version),
    );
  }

  @Delete('documents/:id')
  @RequirePermission(Permission.ClubManage)
  @ApiWrite()
  @ApiEnvelope(null)
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('id', uuidParam) id: string,
  ): Promise<Envelope> {
    await this.documents.remove(user, id);
    return ok('Das Dokument wurde gelöscht.');
  }
}
