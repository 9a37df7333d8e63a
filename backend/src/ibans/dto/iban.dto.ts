import { ApiProperty } from '@nestjs/swagger';
import { PendingApprovalDto } from '../../auth/dto/pending-approval.dto.js';
import { IBAN_SWITCH_STATUSES, type IbanSwitchStatus } from '../iban-switch.entity.js';
import { IBAN_APPROVALS, type IbanApproval } from '../saved-iban.entity.js';

export class IbanDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ example: 'ATI Viaggi S.r.l.' })
  accountHolder: string;

  @ApiProperty({ example: 'IT60X0542811101000000123456', description: 'Upper case, no spaces' })
  iban: string;

  @ApiProperty({ example: 'IT60 X054 2811 1010 0000 0123 456', description: 'In groups of four, for display' })
  ibanFormatted: string;

  @ApiProperty({ example: 'Non specificato' })
  bankName: string;

  @ApiProperty({ description: 'Offered for new booking links' })
  isActive: boolean;

  @ApiProperty({ description: "The system IBAN: the one the checkout's links use" })
  isActiveSystem: boolean;

  @ApiProperty({
    description:
      "The demo account a development start seeds into an empty database ('Conto dimostrativo'): nobody's account, no money must be sent to it; never in production",
  })
  isDemo: boolean;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  lastUsedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ description: 'Booking links made with it' })
  bookingLinkCount: number;

  @ApiProperty({
    enum: IBAN_APPROVALS,
    enumName: 'IbanApproval',
    description:
      "pending: added while the agency had an IBAN already, it waits for another owner's approval (or 24 hours with a single owner) and takes no links; approved: usable; cancelled: refused by an owner",
  })
  approval: IbanApproval;

  @ApiProperty({
    type: PendingApprovalDto,
    nullable: true,
    description: 'Who added it and when it becomes usable by itself, while it is pending; null otherwise',
  })
  pendingApproval: PendingApprovalDto | null;
}

/** A request to make another IBAN the system one, waiting for a second owner or for its 24 hours. */
/** A switch of the system IBAN waiting for another owner (decision A3): who asked, when it applies. */
export class IbanSwitchDto extends PendingApprovalDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ format: 'uuid', maxLength: 36, description: 'The IBAN that would become the system one' })
  ibanId: string;

  @ApiProperty({ type: IbanDto, description: 'That IBAN, for the owners to check against the bank' })
  iban: IbanDto;

  @ApiProperty({ enum: IBAN_SWITCH_STATUSES, enumName: 'IbanSwitchStatus' })
  status: IbanSwitchStatus;
}

export class IbanSwitchAcceptedDto {
  @ApiProperty({ type: IbanSwitchDto })
  switch: IbanSwitchDto;
}

export class ActiveIbanDto {
  @ApiProperty({ type: IbanDto, nullable: true, description: 'null: no system IBAN, online booking is unavailable' })
  iban: IbanDto | null;

  @ApiProperty({
    type: IbanSwitchDto,
    nullable: true,
    description: 'A switch waiting for approval or for its 24 hours; the system IBAN does not change before',
  })
  pendingSwitch: IbanSwitchDto | null;
}
