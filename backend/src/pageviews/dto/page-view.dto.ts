import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export const PAGE_PATH_MAX = 200;

export class PageViewDto {
  /** A page of the site without query or fragment (they may carry tokens or personal data). */
  @ApiProperty({ example: '/de/kurse', maxLength: PAGE_PATH_MAX })
  @IsString({ message: 'Bitte gib einen Pfad an.' })
  @MaxLength(PAGE_PATH_MAX, { message: `Höchstens ${PAGE_PATH_MAX} Zeichen.` })
  @Matches(/^\/(de|en)\/[A-Za-z0-9\-._~/%]*$/, {
    message: 'Der Pfad muss mit /de/ oder /en/ beginnen und darf keine Abfrage enthalten.',
  })
  path: string;
}
