import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { type Language, LANGUAGES } from '../trip-content.js';

export class CatalogueQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES, default: 'it', description: 'Content language; missing English text falls back to Italian' })
  @IsOptional()
  @IsIn(LANGUAGES, { message: 'Lingua non supportata: usa it oppure en.' })
  lang?: Language;
}
