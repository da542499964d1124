import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiProperty } from '@nestjs/swagger';

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

/** Documents the `srcset` a mapper derives with srcsetOf(photoURL). */
export const ApiSrcset = () =>
  ApiProperty({
    type: String,
    nullable: true,
    description:
      'WebP-Varianten des Fotos (320w, 640w, 1280w) für <img srcset>; null ohne hochgeladenes Foto',
    example: '/uploads/0b8e…-320.webp 320w, /uploads/0b8e…-640.webp 640w',
  });
