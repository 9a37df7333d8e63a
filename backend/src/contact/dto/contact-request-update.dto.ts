import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** The largest body of the inbox's change: `{"handled": false}` with room to spare. */
export const CONTACT_REQUEST_UPDATE_BODY_LIMIT_BYTES = 1024;

export class ContactRequestUpdateDto {
  @ApiProperty({ description: 'true: answered; false: back among those waiting' })
  @IsBoolean({ message: 'Indica se la richiesta è stata gestita (vero o falso).' })
  handled: boolean;
}
