import type { PipeTransform } from '@nestjs/common';
import { AppError } from '@/common/app-error';
import { isTextKey, TEXT_KEYS, type TextKey } from '@/texts/texts.catalog';

/** The `:key` path parameter as the OpenAPI document names it. */
export const TEXT_KEY_PARAM = { name: 'key', enum: TEXT_KEYS, enumName: 'TextKey' } as const;

/** A text the catalog does not name answers 404, like a missing row. */
export const textKeyParam: PipeTransform<string, TextKey> = {
  transform(value: string): TextKey {
    if (!isTextKey(value)) throw AppError.notFound('Diesen Text gibt es nicht.');
    return value;
  },
};
