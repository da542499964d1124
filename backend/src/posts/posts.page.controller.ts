import { randomUUID } from 'node:crypto';
import { isUUID } from 'class-validator';
import { Controller, Inject, Param, Post, Redirect, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '@/auth/decorators/access.decorators';
import { LimitPublicWrite } from '@/common/rate-limit';
import { uuidParam as uuid } from '@/common/uuid-param';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { pageLanguage } from '@/pages/page-form';
import { PageForm } from '@/pages/page-form.decorator';
import { setPageNote } from '@/pages/page-note';
import { DEVICE_COOKIE, setPreferenceCookie } from '@/pages/preferences';
import { PostsService } from '@/posts/posts.service';

/** The page parameter of a post after its like button was posted (frontend PostPage). */
export const LIKE_PARAM = 'like';
const postPath = (lang: string, id: string) => `/${lang}/beitrag/${id}`;
/** `danke`: the like counted; `schon`: this device had liked the post already. */
export const likedAddress = (lang: string, id: string, counted: boolean) =>
  `${postPath(lang, id)}?${LIKE_PARAM}=${counted ? 'danke' : 'schon'}#like`;

/**
 * A post's like button as the browser posts it without JavaScript: counted as POST
 * /public/like/{id} counts it (one like per device, LIKES_PER_ADDRESS_AND_POST per address, post
 * and day), then 303 back to the post, which says so. The device is the `vh.deviceId` cookie (the
 * same id the app keeps in localStorage and sends as device_id; frontend features/blog/likes.ts),
 * made here on a browser's first like; a refusal renders the post again with the answer. The
 * note the post then shows needs the one-time cookie set with the redirect (pages/page-note.ts).
 */
@Controller()
export class PostsPageController {
  constructor(
    private readonly posts: PostsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(':lang/beitrag/:id')
  @Public()
  @PageForm('like')
  @LimitPublicWrite()
  @Redirect()
  async like(
    @Param('lang') lang: string,
    @Param('id', uuid) id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ url: string; statusCode: number }> {
    const language = pageLanguage(lang);
    const known = request.cookies[DEVICE_COOKIE];
    const device = known && isUUID(known) ? known : randomUUID();
    const result = await this.posts.like(id, device, request.ip);
    const secure = this.config.publicUrl.startsWith('https:');
    if (device !== known) setPreferenceCookie(reply, DEVICE_COOKIE, device, secure);
    // The note of the page it goes back to is this browser's only (a shared address thanks nobody).
    setPageNote(reply, postPath(language, id), 'like', result.counted ? 'danke' : 'schon', secure);
    return { url: likedAddress(language, id, result.counted), statusCode: 303 };
  }
}
