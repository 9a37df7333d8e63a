import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const WHATSAPP_CLICKS_MAX_LIMIT = 200;
const LIMIT_MESSAGE = `Indica quanti clic mostrare: un numero intero da 1 a ${WHATSAPP_CLICKS_MAX_LIMIT}.`;

export class WhatsappClickListQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: WHATSAPP_CLICKS_MAX_LIMIT, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @Max(WHATSAPP_CLICKS_MAX_LIMIT, { message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  limit?: number;
}

/** A visitor sent to a consultant on WhatsApp, as the agency's inbox shows it. */
export class WhatsappClickAdminDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '393331234567', description: "The consultant's number, digits with the country code" })
  phoneNumber: string;

  @ApiProperty({ example: 'praga-tour-culturale' })
  tripSlug: string;

  @ApiProperty({
    type: 'string',
    format: 'date',
    nullable: true,
    description: 'First day of the chosen departure; null when none was chosen or it was removed',
  })
  departureStartDate: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'MXP' })
  airport: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  travellers: number | null;

  @ApiProperty({ format: 'date-time' })
  clickedAt: string;

  @ApiProperty({ description: "The browser blocked the chat's window" })
  popupBlocked: boolean;
}
