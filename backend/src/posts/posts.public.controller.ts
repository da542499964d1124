import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { PublicCache } from '@/common/public-cache';
import { LimitPublicWrite } from '@/common/rate-limit';
import { uuidParam as uuid } from '@/common/uuid-param';
import { PostsService } from '@/posts/posts.service';
import { PublicPageParam } from '@/posts/public-page.param';
import { LikeResultDto, PostCountDto, PublicPostDto, ViewResultDto } from '@/posts/dto/post.dto';
import { LikeDto } from '@/posts/dto/post-input.dto';

/** Unblocked posts for visitors, from the byte cache with an ETag; likes and views. */
@ApiTags('public')
@Controller('public')
export class PostsPublicController {
  constructor(
    private readonly posts: PostsService,
    private readonly cache: PublicCache,
  ) {}

  @Get('blogPostsAmount')
  @Public()
  @ApiEnvelope(PostCountDto)
  async amount(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(
      req,
      reply,
      ...this.posts.publicRead('count', () => this.posts.publicCount()),
    );
  }

  @Get('workshops/blogPosts')
  @Public()
  @ApiEnvelope(PublicPostDto, { isArray: true })
  async workshops(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.cache.send(
      req,
      reply,
      ...this.posts.publicRead('workshops', () => this.posts.publicWorkshopPosts()),
    );
  }

  @Get('blogPosts/department/:name')
  @Public()
  @ApiParam({ name: 'name', description: 'Department name, e.g. Turnen' })
  @ApiEnvelope(PublicPostDto, { isArray: true })
  async ofDepartment(
    @Param('name') name: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const read = this.posts.publicRead(`department:${name.toLowerCase()}`, () =>
      this.posts.publicOfDepartment(name),
    );
    await this.cache.send(req, reply, ...read);
  }

  /**
   * `param` is the 1-based page number; 10 posts per page, newest first. 404 past the last page
   * and for a number spelled another way (`03`): only pages that exist are cached, once each.
   */
  @Get('blogPosts/:param')
  @Public()
  @ApiParam({
    name: 'param',
    description: 'Page number, starting at 1, without leading zeros; 404 past the last page',
    type: Number,
  })
  @ApiEnvelope(PublicPostDto, { isArray: true })
  async page(
    @PublicPageParam() page: number,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.cache.send(
      req,
      reply,
      ...this.posts.publicRead(`page:${page}`, () => this.posts.publicPage(page)),
    );
  }

  @Get('blogPostsId/:id')
  @Public()
  @ApiEnvelope(PublicPostDto)
  async one(
    @Param('id', uuid) id: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.cache.send(
      req,
      reply,
      ...this.posts.publicRead(`id:${id}`, () => this.posts.publicOne(id)),
    );
  }

  /** Spec: GET /public/like/{id}. One like per device (body `device_id`). */
  @Post('like/:id')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiEnvelope(LikeResultDto)
  async like(
    @Param('id', uuid) id: string,
    @Body() body: LikeDto,
    @Req() req: FastifyRequest,
  ): Promise<Envelope<LikeResultDto>> {
    const result = await this.posts.like(id, body.device_id, req.ip);
    return ok(
      result.counted ? 'Danke für dein Like!' : 'Du hast diesen Beitrag schon geliked.',
      result,
    );
  }

  /** Spec: GET /public/blogPost/increment/{id}. */
  @Post('blogPost/increment/:id')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiEnvelope(ViewResultDto)
  async increment(@Param('id', uuid) id: string): Promise<Envelope<ViewResultDto>> {
    return ok('Aufruf gezählt.', await this.posts.view(id));
  }
}
