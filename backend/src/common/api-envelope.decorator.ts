import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ErrorCode } from '@/common/app-error';

export class ErrorEnvelopeDto {
  @ApiProperty({ example: false }) success: boolean;
  @ApiProperty({ example: 'Bitte überprüfe deine Eingaben.' }) message: string;
  /** Every error carries one; the UI maps it to its text (frontend: errors namespace, de and en). */
  @ApiProperty({ enum: ErrorCode, enumName: 'ErrorCode', example: ErrorCode.ValidationFailed })
  code: ErrorCode;
  @ApiProperty({ required: false, type: Object, additionalProperties: { type: 'string' } })
  details?: Record<string, string>;
}

export class MessageEnvelopeDto {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty() message: string;
}

/** Documents `{ success, message, data: Model | Model[] }` for a handler. */
export function ApiEnvelope(
  model: Type<unknown> | null,
  opts: { isArray?: boolean; status?: number } = {},
) {
  const status = opts.status ?? 200;
  if (!model) {
    return applyDecorators(
      ApiResponse({ status, type: MessageEnvelopeDto }),
      ApiResponse({ status: 'default', type: ErrorEnvelopeDto }),
    );
  }
  const data = opts.isArray
    ? { type: 'array', items: { $ref: getSchemaPath(model) } }
    : { $ref: getSchemaPath(model) };
  return applyDecorators(
    ApiExtraModels(model, MessageEnvelopeDto),
    ApiResponse({
      status,
      schema: {
        allOf: [
          { $ref: getSchemaPath(MessageEnvelopeDto) },
          { type: 'object', required: ['data'], properties: { data } },
        ],
      },
    }),
    ApiResponse({ status: 'default', type: ErrorEnvelopeDto }),
  );
}
