import type { PipeTransform } from '@nestjs/common';
import { AppError, ErrorCode } from '@/common/app-error';
import { MAX_PUBLIC_PAGE } from '@/posts/posts.service';

/** The page of `GET /public/blogPosts/{page}`: an integer from 1 to MAX_PUBLIC_PAGE. */
export const publicPageParam: PipeTransform<string, number> = {
  transform(value: string): number {
    const page = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
    if (!(page >= 1 && page <= MAX_PUBLIC_PAGE)) {
      throw new AppError(
        ErrorCode.ValidationFailed,
        `Die Seitenzahl muss eine ganze Zahl von 1 bis ${MAX_PUBLIC_PAGE} sein.`,
      );
    }
    return page;
  },
};
