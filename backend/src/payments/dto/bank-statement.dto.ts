import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, IsUUID, MinLength, ValidateIf } from 'class-validator';
import { MaxCodePoints } from '../../common/validation-text.js';
import { ENTRY_REASONS, ENTRY_STATUSES, type EntryReason, type EntryStatus } from '../bank-statement-entry.entity.js';
import { STATEMENT_FORMATS } from '../bank-statement.entity.js';

/** The largest statement file accepted. */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

export class StatementImportDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ enum: STATEMENT_FORMATS, example: 'camt.053' })
  format: string;

  @ApiProperty({ description: 'Movements in the file', example: 42 })
  entries: number;

  @ApiProperty({ description: 'Money received (booked credits) among them, duplicates excluded', example: 12 })
  credits: number;

  @ApiProperty({ description: 'Credits that paid a booking automatically', example: 10 })
  matched: number;

  @ApiProperty({ description: 'Credits waiting for staff in the review queue', example: 2 })
  review: number;

  @ApiProperty({ description: 'Movements already imported from an earlier file, applied nothing', example: 30 })
  duplicates: number;
}

export class BankStatementDto extends StatementImportDto {
  @ApiProperty({ example: 'estratto-conto-2027-02.xml' })
  fileName: string;

  @ApiProperty({ type: 'string', nullable: true, example: 'IT60X0542811101000000123456' })
  accountIban: string | null;

  @ApiProperty({ format: 'date-time' })
  importedAt: string;
}

export class BankStatementEntryDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ format: 'uuid', maxLength: 36 })
  statementId: string;

  @ApiProperty({ format: 'date', example: '2027-02-03' })
  bookedOn: string;

  @ApiProperty({ example: 103_200, description: 'Always positive; direction says which way' })
  amountCents: number;

  @ApiProperty({ example: 'EUR' })
  currency: string;

  @ApiProperty({ enum: ['credit', 'debit'] })
  direction: 'credit' | 'debit';

  @ApiProperty({ type: 'string', nullable: true, example: 'Mario Rossi' })
  debtorName: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'IT60X0542811101000000123456' })
  debtorIban: string | null;

  @ApiProperty({ example: 'Ricevuta 4821 acconto viaggio Praga' })
  remittance: string;

  @ApiProperty({ enum: ENTRY_STATUSES, enumName: 'StatementEntryStatus' })
  status: EntryStatus;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Why it waits, or what staff decided and why, in Italian',
  })
  reason: string | null;

  @ApiProperty({ enum: ENTRY_REASONS, enumName: 'StatementEntryReason', nullable: true })
  reasonCode: EntryReason | null;

  @ApiProperty({
    type: 'string',
    format: 'uuid',
    maxLength: 36,
    nullable: true,
    description: 'The booking it paid, or the one it concerns',
  })
  bookingId: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  decidedAt: string | null;
}

export class StatementEntryAssignDto {
  @ApiProperty({ format: 'uuid', maxLength: 36, description: 'The booking this entry pays' })
  @IsUUID('all', { message: 'Scegli la prenotazione a cui assegnare il pagamento.' })
  bookingId: string;
}

export const DISMISS_REASON_MAX = 300;

/** Optional, as API.md gives the route no body; the admin screen always asks for the reason. */
export class StatementEntryDismissDto {
  @ApiPropertyOptional({
    minLength: 3,
    maxLength: DISMISS_REASON_MAX,
    example: 'Rimborsato con bonifico del 12/02/2027',
    description: 'Why the entry is set aside, kept with it; a reason sent must say something',
  })
  // Left out is no reason; sent, even blank, it must be one.
  @ValidateIf((_, value) => value !== undefined)
  @IsString({ message: 'Scrivi perché archivi il movimento.' })
  @MinLength(3, { message: 'Scrivi perché archivi il movimento.' })
  @MaxCodePoints(DISMISS_REASON_MAX, { message: `Il motivo può avere al massimo ${DISMISS_REASON_MAX} caratteri.` })
  reason?: string;
}
