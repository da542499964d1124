import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiResponse, getSchemaPath } from '@nestjs/swagger';

export class ErrorEnvelopeDto {
  @ApiProperty({ example: false }) success: boolean;
  @ApiProperty({ example: 'Bitte überprüfe deine Eingaben.' }) message: string;
  @ApiProperty({ required: false, example: 'VALIDATION_FAILED' }) code?: string;
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
