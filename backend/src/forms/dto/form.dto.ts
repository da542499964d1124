import { ApiProperty } from '@nestjs/swagger';

export const FORM_GROUPS = ['footer', 'forms', 'newspaper'] as const;
export type FormGroup = (typeof FORM_GROUPS)[number];

/** A downloadable PDF (spec section 2: footer documents, Formulare page, club newspaper). */
export class FormDto {
  @ApiProperty({ example: 'Satzung' }) title: string;
  @ApiProperty({ example: 'satzung.pdf' }) file: string;
  @ApiProperty({ example: '/forms/satzung.pdf' }) url: string;
  @ApiProperty({ description: 'Size in bytes', example: 48213 }) size: number;
  @ApiProperty({ enum: FORM_GROUPS, enumName: 'FormGroup' }) group: FormGroup;
}
