import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, RequirePermission } from '@/auth/decorators/access.decorators';
import { Permission } from '@/auth/permissions';
import type { AuthUser } from '@/auth/auth-user';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { IfMatch } from '@/common/if-match.decorator';
import { uuidParam as uuid } from '@/common/uuid-param';
import { ApiImageUpload } from '@/files/api-image-upload.decorator';
import { PostsService } from '@/posts/posts.service';
import { PostDto, PostPageDto } from '@/posts/dto/post.dto';
import { CreatePostDto, PostListQueryDto, UpdatePostDto } from '@/posts/dto/post-input.dto';

@ApiTags('blog')
@ApiBearerAuth()
@Controller('api')
export class PostsAdminController {
  constructor(private readonly posts: PostsService) {}

  /** The posts the caller may edit (admin/owner: all), blocked ones included. */
  @Get('blogPost')
  @RequirePermission(Permission.PostsEdit)
  @ApiEnvelope(PostPageDto)
  async list(
    @CurrentUser() user: AuthUser,
    @Query() query: PostListQueryDto,
  ): Promise<Envelope<PostPageDto>> {
    const page = await this.posts.list(user, query);
    return ok(page.total ? 'Beiträge geladen.' : 'Noch keine Beiträge vorhanden.', page);
  }

  @Post('blogPost')
  @RequirePermission(Permission.PostsEdit)
  @ApiWrite()
  @ApiEnvelope(PostDto, { status: 201 })
  async create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreatePostDto,
  ): Promise<Envelope<PostDto>> {
    return ok('Der Beitrag wurde veröffentlicht.', await this.posts.create(user, body));
  }

  @Put('blogPost')
  @RequirePermission(Permission.PostsEdit)
  @ApiWrite({ ifMatch: true })
  @ApiEnvelope(PostDto)
  async update(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdatePostDto,
    @IfMatch() version: number,
  ): Promise<Envelope<PostDto>> {
    return ok('Der Beitrag wurde gespeichert.', await this.posts.update(user, body, version));
  }

  @Post('blogPost/block/:id')
  @HttpCode(200)
  @RequirePermission(Permission.PostsBlock)
  @ApiWrite()
  @ApiEnvelope(PostDto)
  async block(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
  ): Promise<Envelope<PostDto>> {
    const post = await this.posts.toggleBlock(user, id);
    return ok(post.blocked ? 'Der Beitrag wurde gesperrt.' : 'Der Beitrag wurde entsperrt.', post);
  }

  @Delete('blogPost/:id')
  @RequirePermission(Permission.PostsDelete)
  @ApiWrite()
  @ApiEnvelope(null)
  async remove(@CurrentUser() user: AuthUser, @Param('id', uuid) id: string): Promise<Envelope> {
    await this.posts.remove(user, id);
    return ok('Der Beitrag wurde gelöscht.');
  }

  /** Multipart with one JPEG or PNG file part; replaces (and deletes) the previous image. */
  @Post('blogPost/uploadImage/:id')
  @HttpCode(200)
  @RequirePermission(Permission.PostsEdit)
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiImageUpload()
  @ApiWrite()
  @ApiEnvelope(PostDto)
  async uploadImage(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid) id: string,
    @Req() request: FastifyRequest,
  ): Promise<Envelope<PostDto>> {
    return ok(
      'Das Bild des Beitrags wurde gespeichert.',
      await this.posts.uploadImage(user, id, request),
    );
  }
}
