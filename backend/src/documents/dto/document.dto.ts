import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { EnumField, TextField } from '@/common/fields';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@/db/schema';

/** The footer's five categories (spec section 2): the footer links follow them in this order. */
export const FOOTER_CATEGORIES = [
  'board',
  'statutes',
  'finance_rules',
  'youth_rules',
  'data_protection',
] as const satisfies readonly DocumentCategory[];

export const FORM_GROUPS = ['footer', 'forms', 'newspaper'] as const;
export type FormGroup = (typeof FORM_GROUPS)[number];

/** A downloadable PDF (spec section 2: footer documents, Formulare page, club newspaper). */
export class FormDto {
  @ApiProperty({ example: 'Satzung' }) title: string;
  @ApiProperty({
    description: 'The public file name, kept when the PDF is replaced',
    example: 'satzung.pdf',
  })
  file: string;
  @ApiProperty({ example: '/forms/satzung.pdf' }) url: string;
  @ApiProperty({ description: 'Size in bytes', example: 48213 }) size: number;
  @ApiProperty({ enum: FORM_GROUPS, enumName: 'FormGroup' }) group: FormGroup;
  @ApiProperty({ enum: DOCUMENT_CATEGORIES, enumName: 'DocumentCategory' })
  category: DocumentCategory;
}

/** A document as the back office's "Dokumente" screen shows it. */
export class DocumentDto extends FormDto {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ description: 'Order inside the category, lower first' }) position: number;
  @ApiProperty() version: number;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

/** The text fields of an upload (multipart, before or after the file part) and of an edit. */
export class DocumentFieldsDto {
  @TextField({ min: 2, max: 120, example: 'Satzung' }) title: string;
  @EnumField(DOCUMENT_CATEGORIES, { name: 'DocumentCategory' }) category: DocumentCategory;
}

export const MOVE_DIRECTIONS = ['up', 'down'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

export class MoveDocumentDto {
  @ApiProperty({ enum: MOVE_DIRECTIONS, enumName: 'MoveDirection' })
  @IsIn(MOVE_DIRECTIONS as unknown as string[], { message: 'Erlaubt sind: up, down.' })
  direction: MoveDirection;
}
