import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@/config/env';
import { AppError, ErrorCode } from '@/common/app-error';
import { safeErrorText } from '@/common/safe-error';

/** Verifies a Turnstile/reCAPTCHA token server-side, only when BOT_CHECK_SECRET is configured. */
@Injectable()
export class BotCheckService {
  private readonly logger = new Logger(BotCheckService.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.botCheckSecret !== null;
  }

  async verify(token: string | undefined, remoteIp: string): Promise<void> {
    if (!this.config.botCheckSecret) return;
    const failed = new AppError(
      ErrorCode.BotCheckFailed,
      'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte versuche es erneut.',
    );
    if (!token) throw failed;
    try {
      const response = await fetch(this.config.botCheckVerifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          secret: this.config.botCheckSecret,
          response: token,
          remoteip: remoteIp,
        }),
        signal: AbortSignal.timeout(5000),
      });
      const result = (await response.json()) as { success?: boolean };
      if (result.success !== true) throw failed;
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.logger.warn(`Bot check unreachable: ${safeErrorText(error)}`);
      throw failed;
    }
  }
}
