import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_OVERLAP_HOURS } from '../../dto/partner-key-create.dto.js';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX_LENGTH, type WebhookEventType } from '../webhook-events.js';

export const WEBHOOK_BODY_LIMIT_BYTES = 4096;

const URL_MESSAGE = `Indica l'indirizzo https del webhook, al massimo ${WEBHOOK_URL_MAX_LENGTH} caratteri.`;
const EVENTS_MESSAGE = `Scegli uno o più eventi tra: ${WEBHOOK_EVENT_TYPES.join(', ')}.`;
const OVERLAP_MESSAGE = `Indica per quante ore il segreto precedente continua a firmare: un numero intero da 0 a ${MAX_OVERLAP_HOURS}.`;

export class WebhookEndpointCreateDto {
  @ApiProperty({
    maxLength: WEBHOOK_URL_MAX_LENGTH,
    example: 'https://api.viaggirossi.it/webhooks/viaggi-di-gruppo',
    description: 'Where the events are POSTed: https, on a public address',
  })
  @IsString({ message: URL_MESSAGE })
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, { message: URL_MESSAGE })
  url: string;

  @ApiProperty({
    enum: WEBHOOK_EVENT_TYPES,
    enumName: 'WebhookEventType',
    isArray: true,
    minItems: 1,
    maxItems: WEBHOOK_EVENT_TYPES.length,
    example: ['booking.confirmed', 'booking.cancelled'],
  })
  @IsArray({ message: EVENTS_MESSAGE })
  @ArrayMinSize(1, { message: EVENTS_MESSAGE })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: EVENTS_MESSAGE })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  events: WebhookEventType[];
}

export class WebhookSecretRotateDto {
  @ApiProperty({
    type: 'integer',
    format: 'int32',
    minimum: 0,
    maximum: MAX_OVERLAP_HOURS,
    example: 24,
    description: 'Hours the previous secret still signs beside the new one; 0 stops it at once',
  })
  @Max(MAX_OVERLAP_HOURS, { message: OVERLAP_MESSAGE })
  @Min(0, { message: OVERLAP_MESSAGE })
  @IsInt({ message: OVERLAP_MESSAGE })
  overlapHours: number;
}
