import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';

/** Documents a multipart image upload (one file part; JPEG or PNG, at most UPLOAD_MAX_BYTES). */
export const ApiImageUpload = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description: 'JPEG oder PNG' } },
      },
    }),
  );
