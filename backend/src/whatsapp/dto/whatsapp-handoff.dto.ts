import { ApiProperty } from '@nestjs/swagger';

export class WhatsappHandoffDto {
  @ApiProperty({
    format: 'uuid',
    maxLength: 36,
    description: 'The recorded click; names it when the browser blocks the new window',
  })
  id: string;

  @ApiProperty({ example: '393331234567', description: "The consultant's number, international format, digits only" })
  phoneNumber: string;

  @ApiProperty({
    example: 'https://wa.me/393331234567?text=Ciao%21',
    description: 'WhatsApp link that opens the chat with the prefilled Italian text',
  })
  url: string;
}
