import { Injectable, Query, type PipeTransform } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { AppError, ErrorCode } from '@/common/app-error';

/** The query of a route that takes none: always empty once NoQuery() let it through. */
export type NoQueryParams = Record<string, never>;

/**
 * Refuses every query parameter with the 400 a query DTO gives an unknown one (the global
 * ValidationPipe's forbidNonWhitelisted), so `?sort=password_hash` is never silently ignored.
 * A pipe rather than an empty DTO class: class-validator refuses a class without any decorated
 * property as an "unknown value", even when the query is empty.
 */
@Injectable()
export class NoQueryPipe implements PipeTransform<Record<string, unknown>, NoQueryParams> {
  transform(query: Record<string, unknown> | undefined): NoQueryParams {
    const names = Object.keys(query ?? {});
    if (names.length) {
      throw new AppError(ErrorCode.ValidationFailed, 'Bitte überprüfe deine Eingaben.', {
        details: Object.fromEntries(names.map((name) => [name, 'Dieses Feld ist nicht erlaubt.'])),
      });
    }
    return {};
  }
}

/**
 * `@NoQuery() _query: NoQueryParams` on a read that takes no query parameters; the OpenAPI
 * operation says so with `x-query-parameters: none` (unknown ones answer 400 VALIDATION_FAILED).
 */
export function NoQuery(): ParameterDecorator {
  return (target, key, index) => {
    Query(NoQueryPipe)(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (descriptor) ApiExtension('x-query-parameters', 'none')(target, key, descriptor);
  };
}
