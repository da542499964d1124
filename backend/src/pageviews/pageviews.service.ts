import { Injectable } from '@nestjs/common';
import { PageViewsRepository } from '@/pageviews/pageviews.repository';

@Injectable()
export class PageViewsService {
  constructor(private readonly repo: PageViewsRepository) {}

  /** Trailing slashes do not make a different page. */
  async count(path: string): Promise<void> {
    await this.repo.count(path.length > 4 ? path.replace(/\/+$/, '') : path);
  }
}
