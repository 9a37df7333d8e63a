import { ApiProperty } from '@nestjs/swagger';
import { ListLimitField } from '../../common/list-paging.js';

export const WHATSAPP_CLICKS_MAX_LIMIT = 200;

export class WhatsappClickListQueryDto {
  @ListLimitField({ max: WHATSAPP_CLICKS_MAX_LIMIT, fallback: 50, items: 'quanti clic' })
  limit?: number;
}

/** A visitor sent to a consultant on WhatsApp, as the agency's inbox shows it. */
export class WhatsappClickAdminDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
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
