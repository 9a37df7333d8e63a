import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, Length, ValidateIf } from 'class-validator';

const COLUMN = 'Scrivi il nome della colonna come appare nella prima riga del file (da 1 a 60 caratteri).';

/** Which column of a bank account's CSV export holds what, by the names of its header row. */
export class StatementLayoutDto {
  @ApiPropertyOptional({ enum: [';', ',', '\t'], description: 'Found from the header line when left out' })
  @IsOptional()
  @IsIn([';', ',', '\t'], { message: 'Il separatore è punto e virgola, virgola o tabulazione.' })
  delimiter?: ';' | ',' | '\t';

  @ApiProperty({ maxLength: 60, example: 'Data contabile' })
  @IsString({ message: COLUMN })
  @Length(1, 60, { message: COLUMN })
  bookedOn: string;

  @ApiPropertyOptional({ maxLength: 60, example: 'Data valuta' })
  @IsOptional()
  @IsString({ message: COLUMN })
  @Length(1, 60, { message: COLUMN })
  valueOn?: string;

  @ApiPropertyOptional({ maxLength: 60, description: 'A signed amount; or credit and debit columns instead' })
  @ValidateIf((layout: StatementLayoutDto) => layout.amount !== undefined || layout.credit === undefined)
  @IsString({ message: "Indica la colonna dell'importo, oppure quelle di accrediti e addebiti." })
  @Length(1, 60, { message: COLUMN })
  amount?: string;

  @ApiPropertyOptional({ maxLength: 60, example: 'Accrediti' })
  @IsOptional()
  @IsString({ message: COLUMN })
  @Length(1, 60, { message: COLUMN })
  credit?: string;

  @ApiPropertyOptional({ maxLength: 60, example: 'Addebiti' })
  @IsOptional()
  @IsString({ message: COLUMN })
  @Length(1, 60, { message: COLUMN })
  debit?: string;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', maxLength: 60 },
    maxItems: 5,
    example: ['Descrizione', 'Descrizione estesa'],
  })
  @IsArray({ message: 'Indica almeno una colonna con la descrizione del movimento.' })
  @ArrayMinSize(1, { message: 'Indica almeno una colonna con la descrizione del movimento.' })
  @ArrayMaxSize(5, { message: 'Indica al massimo 5 colonne di descrizione.' })
  @IsString({ each: true, message: COLUMN })
  @Length(1, 60, { each: true, message: COLUMN })
  description: string[];

  @ApiPropertyOptional({ maxLength: 60, example: 'Ordinante' })
  @IsOptional()
  @IsString({ message: COLUMN })
  @Length(1, 60, { message: COLUMN })
  debtorName?: string;

  @ApiPropertyOptional({ maxLength: 60, example: 'CRO' })
  @IsOptional()
  @IsString({ message: COLUMN })
  @Length(1, 60, { message: COLUMN })
  bankReference?: string;

  @ApiPropertyOptional({ enum: [',', '.'], description: 'Found from the amounts when left out' })
  @IsOptional()
  @IsIn([',', '.'], { message: 'Il separatore dei decimali è la virgola o il punto.' })
  decimal?: ',' | '.';

  @ApiPropertyOptional({
    enum: ['dmy', 'ymd'],
    description: "For two-digit years: day first ('dmy', default) or year first",
  })
  @IsOptional()
  @IsIn(['dmy', 'ymd'], { message: 'Ordine della data non valido.' })
  dateOrder?: 'dmy' | 'ymd';
}
