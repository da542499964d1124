import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@/auth/decorators/access.decorators';
import { ApiEnvelope } from '@/common/api-envelope.decorator';
import { ApiWrite } from '@/common/api-headers.decorator';
import { ok, type Envelope } from '@/common/envelope';
import { LimitPublicWrite } from '@/common/rate-limit';
import { SupportService } from '@/support/support.service';
import { ContactRequestDto } from '@/support/dto/support.dto';

@ApiTags('public')
@Controller('public')
export class SupportPublicController {
  constructor(private readonly support: SupportService) {}

  /** The contact form: stored first, then mailed to the office (retried when mail fails). */
  @Post('emailRequest')
  @HttpCode(200)
  @Public()
  @LimitPublicWrite()
  @ApiWrite()
  @ApiEnvelope(null)
  async contact(@Body() body: ContactRequestDto, @Ip() ip: string): Promise<Envelope> {
    await this.support.submit(body, ip);
    return ok('Danke für deine Nachricht! Die Geschäftsstelle meldet sich.');
  }
}
