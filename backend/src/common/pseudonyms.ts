import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppSecretsRepository } from '@/common/app-secrets.repository';

/**
 * Keyed hashes (HMAC-SHA-256) of what a limit counts: a typed e-mail address, a mailbox, a client
 * address. The counters' rows then name nobody, yet every instance on the database counts under
 * the same key: the installation's own random key (`app_secrets`), not JWT_SECRET, which a
 * development instance makes up for itself.
 */
@Injectable()
export class Pseudonyms {
  private key: Promise<Buffer> | null = null;

  constructor(
    @Inject(AppSecretsRepository) private readonly secrets: Pick<AppSecretsRepository, 'get'>,
  ) {}

  /** With a fixed key, for unit tests of the limiters. */
  static fixed(key = 'test-key'): Pseudonyms {
    return new Pseudonyms({ get: () => Promise.resolve(Buffer.from(key)) });
  }

  /** `kind:<hash of value>`; `kind` separates what is counted (the same address as two keys). */
  async of(kind: string, value: string): Promise<string> {
    // A failed read is tried again on the next call, not kept.
    this.key ??= this.secrets.get('limit-keys').catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    const digest = createHmac('sha256', await this.key)
      .update(`${kind}:${value}`)
      .digest('base64url');
    return `${kind}:${digest}`;
  }
}
