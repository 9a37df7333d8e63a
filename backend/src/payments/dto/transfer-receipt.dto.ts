import { ApiProperty } from '@nestjs/swagger';
import { RECEIPT_MEDIA_TYPES, type ReceiptMediaType } from '../transfer-receipt.entity.js';

export class TransferReceiptDto {
  @ApiProperty({ enum: RECEIPT_MEDIA_TYPES, description: 'Read from the file itself' })
  mediaType: ReceiptMediaType;

  @ApiProperty({ example: 184_320 })
  sizeBytes: number;

  @ApiProperty({ format: 'date-time' })
  uploadedAt: string;
}
